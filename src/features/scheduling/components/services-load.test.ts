import { describe, expect, it } from "vitest";
import type { ApiResult } from "@/lib/api-client";
import type { CatalogueService, ServiceOffer } from "../endpoints";
import { servicesLoad } from "./services-load";

const offline = "Sem conexão. Verifique sua internet e tente novamente.";
const failed: ApiResult<never> = {
  ok: false,
  error: { status: 0, code: "NETWORK", message: offline, fields: {}, details: {} },
};
const service = (code: string, serviceType: string): CatalogueService => ({
  code,
  name: code,
  description: "",
  serviceType,
  price: 200,
  priceOnRequest: false,
});
const catalogue: ApiResult<{ services: CatalogueService[] }> = {
  ok: true,
  status: 200,
  data: { services: [service("REVISAO-1", "1"), service("ALINHAMENTO", "2")] },
};
const halfPrice: ServiceOffer = {
  serviceCode: "ALINHAMENTO",
  discountPercent: 50,
  freeOffer: false,
  badge: { code: "METADE", label: "50% off" },
};
const offers: ApiResult<{ offers: ServiceOffer[] }> = {
  ok: true,
  status: 200,
  data: { offers: [halfPrice] },
};

describe("servicesLoad", () => {
  it("says why when the catalogue could not be read, so the step is not an empty list", () => {
    expect(servicesLoad(failed, offers)).toEqual({ status: "failed", message: offline });
    expect(servicesLoad(failed, failed)).toEqual({ status: "failed", message: offline });
  });

  it("offers no service while the dealer's offers are missing: it would be priced without them", () => {
    expect(servicesLoad(catalogue, failed)).toEqual({ status: "failed", message: offline });
  });

  it("lists the additional services with their offers once both have answered", () => {
    expect(servicesLoad(catalogue, offers)).toEqual({
      status: "ready",
      services: [service("ALINHAMENTO", "2")],
      offers: [halfPrice],
    });
  });
});
