import type { Metadata } from "next";
import { catalogTexts, PriceList } from "@/features/catalog";
import { listModels } from "@/features/catalog/server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: `${catalogTexts.priceListHeading} | Volkswagen` };

export default async function PriceListPage() {
  return <PriceList models={await listModels()} />;
}
