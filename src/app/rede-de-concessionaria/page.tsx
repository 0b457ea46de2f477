import type { Metadata } from "next";
import { getRequestLocation } from "@/features/location/server";
import { offersTexts } from "@/features/offers";
import { DealerNetworkPage } from "@/features/offers/server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: `${offersTexts.dealersPage.title} | Volkswagen`,
  description: offersTexts.dealersPage.intro,
  alternates: { canonical: "/rede-de-concessionaria" },
};

export default async function Page() {
  return <DealerNetworkPage location={await getRequestLocation()} />;
}
