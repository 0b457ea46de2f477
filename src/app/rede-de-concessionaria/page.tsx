import type { Metadata } from "next";
import { getRequestLocation } from "@/features/location/server";
import { offersTexts } from "@/features/offers";
import { DealerNetworkPage } from "@/features/offers/server";
import { pageMetadata } from "@/lib/page-metadata";
import { simulateOffer } from "@/app/simulate-offer";

export const dynamic = "force-dynamic";

export const metadata: Metadata = pageMetadata({
  title: offersTexts.dealersPage.title,
  description: offersTexts.dealersPage.intro,
  path: "/rede-de-concessionaria",
});

export default async function Page() {
  return <DealerNetworkPage location={await getRequestLocation()} cardAction={simulateOffer} />;
}
