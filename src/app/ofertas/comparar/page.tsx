import type { Metadata } from "next";
import { getRequestLocation } from "@/features/location/server";
import { ComparisonPage, type SearchParams } from "@/features/offers/server";
import { pageMetadata } from "@/lib/page-metadata";

export const dynamic = "force-dynamic";

export const metadata: Metadata = pageMetadata({
  title: "Comparar ofertas",
  description: "Compare até três ofertas Volkswagen lado a lado.",
  path: "/ofertas/comparar",
});

export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const search = await searchParams;
  return <ComparisonPage idsParam={search.ofertas} location={await getRequestLocation()} />;
}
