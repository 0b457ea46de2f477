import type { Metadata } from "next";
import { catalogTexts, PriceList } from "@/features/catalog";
import { listModels } from "@/features/catalog/server";
import { pageMetadata } from "@/lib/page-metadata";

export const dynamic = "force-dynamic";

export const metadata: Metadata = pageMetadata({
  title: catalogTexts.priceListHeading,
  description: catalogTexts.priceListDescription,
  path: "/sob",
});

export default async function PriceListPage() {
  return <PriceList models={await listModels()} />;
}
