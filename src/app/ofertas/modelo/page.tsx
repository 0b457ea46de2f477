import type { Metadata } from "next";
import { getRequestLocation } from "@/features/location/server";
import { offersTexts } from "@/features/offers";
import { OffersListingPage, type SearchParams } from "@/features/offers/server";

// Offers depend on the visitor's location cookie and on the database.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: `${offersTexts.pages["model"].title} | Volkswagen`,
  description: offersTexts.pages["model"].intro,
  alternates: { canonical: "/ofertas/modelo" },
};

export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <OffersListingPage
      kind="model"
      byModel
      search={await searchParams}
      location={await getRequestLocation()}
    />
  );
}
