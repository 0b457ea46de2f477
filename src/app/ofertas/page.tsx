import type { Metadata } from "next";
import { getRequestLocation } from "@/features/location/server";
import { listingMetadata } from "@/features/offers";
import { OffersListingPage, type SearchParams } from "@/features/offers/server";
import { simulateOffer } from "@/app/simulate-offer";

// Offers depend on the visitor's location cookie and on the database.
export const dynamic = "force-dynamic";

export const metadata: Metadata = listingMetadata("all", "/ofertas");

export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <OffersListingPage
      search={await searchParams}
      location={await getRequestLocation()}
      cardAction={simulateOffer}
    />
  );
}
