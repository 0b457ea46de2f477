import type { Metadata } from "next";
import { garageTexts } from "@/features/garage";
import {
  dealersNear,
  DealerChangePage,
  ensureOwner,
  registrationState,
} from "@/features/garage/server";
import { requireOwnerPage } from "@/features/identity/server";
import { getRequestLocation } from "@/features/location/server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: garageTexts.dealerChange.title,
  description: garageTexts.dealerChange.intro,
  robots: { index: false },
};

export default async function Page() {
  const t = garageTexts.dealerChange;
  const session = await requireOwnerPage("/profile/dealer/change");
  const ownerId = await ensureOwner(session);
  const location = await getRequestLocation();
  const [nearby, registration] = await Promise.all([
    dealersNear(location),
    registrationState(ownerId),
  ]);
  return (
    <div className="flex flex-col gap-4 py-8">
      <h1 className="text-3xl font-bold text-brand">{t.title}</h1>
      <p>{t.intro}</p>
      <DealerChangePage
        nearby={nearby}
        nearbyTitle={location.type === "DEFAULT" ? t.nearCountry : t.nearTitle(location.label)}
        currentDealerId={registration.favouriteDealerId}
      />
    </div>
  );
}
