import { headers } from "next/headers";
import { getRequestLocation } from "@/features/location/server";
import { EndedOffer, endedOfferBySlug, pointFromLocation } from "@/features/offers/server";
import { NotFoundContent } from "@/features/shell";

/**
 * An offer address that is not an offer today. One that ended says so and leads to the same
 * model's current offers, still with the 404 status that drops it from search indexes (decision
 * 053); any other address is the site's not-found page.
 */
export default async function OfferNotFound() {
  // The proxy hands the page's path to the render; a not-found file is given no params.
  const slug = /^\/ofertas\/([a-z0-9-]{1,120})$/.exec(
    (await headers()).get("x-pathname") ?? "",
  )?.[1];
  const ended =
    slug && (await endedOfferBySlug(slug, pointFromLocation(await getRequestLocation())));
  return ended ? <EndedOffer {...ended} /> : <NotFoundContent />;
}
