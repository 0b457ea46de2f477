import type { MetadataRoute } from "next";
import { activeOfferPaths } from "@/features/offers/server";
import { config } from "@/lib/config";

// Offers live in the database, which next build does not open.
export const dynamic = "force-dynamic";

const listings = [
  "/",
  "/ofertas",
  "/ofertas/modelo",
  "/ofertas/rede-de-concessionaria",
  "/ofertas/vendas-diretas",
  "/rede-de-concessionaria",
  "/sob",
];

/** The listings and every offer that is valid today, so search engines find each offer page. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = config().PUBLIC_BASE_URL;
  const offers = await activeOfferPaths();
  return [
    ...listings.map((path) => ({ url: `${base}${path}`, changeFrequency: "daily" as const })),
    ...offers.map((offer) => ({
      url: `${base}${offer.path}`,
      lastModified: offer.validFrom,
      changeFrequency: "daily" as const,
    })),
  ];
}
