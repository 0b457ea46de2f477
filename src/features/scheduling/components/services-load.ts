import type { ApiResult } from "@/lib/api-client";
import type { CatalogueService, ServiceOffer } from "../endpoints";

export type ServicesLoad =
  | { status: "loading" }
  | { status: "failed"; message: string }
  | { status: "ready"; services: CatalogueService[]; offers: ServiceOffer[] };

/**
 * What the services step shows once the catalogue and the dealer's offers have answered. Both are
 * needed: a service ticked without its offers goes into the cart at its price before them, while
 * the server books it with them, and the review's total would not be the one stored.
 */
export function servicesLoad(
  catalogue: ApiResult<{ services: CatalogueService[] }>,
  offers: ApiResult<{ offers: ServiceOffer[] }>,
): ServicesLoad {
  if (!catalogue.ok) return { status: "failed", message: catalogue.error.message };
  if (!offers.ok) return { status: "failed", message: offers.error.message };
  return {
    status: "ready",
    // Revisions (type 1) have their own step; this one lists the additional services.
    services: catalogue.data.services.filter((service) => service.serviceType === "2"),
    offers: offers.data.offers,
  };
}
