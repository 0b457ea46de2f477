import type { Metadata } from "next";
import { garageTexts } from "@/features/garage";
import {
  dealersNear,
  DealerChangePage,
  ensureOwner,
  favouriteDealer,
} from "@/features/garage/server";
import { requireOwnerPage } from "@/features/identity/server";
import { locationButtonLabel } from "@/features/location";
import { getRequestLocation } from "@/features/location/server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: garageTexts.dealerChange.title,
  description: garageTexts.dealerChange.intro,
};

export default async function Page() {
  const t = garageTexts.dealerChange;
  const session = await requireOwnerPage("/profile/dealer/change");
  const ownerId = await ensureOwner(session);
  const location = await getRequestLocation();
  const [nearby, current] = await Promise.all([dealersNear(location), favouriteDealer(ownerId)]);
  return (
    <div className="flex flex-col gap-4 py-8">
      <h1 className="text-3xl font-bold text-brand">{t.title}</h1>
      <p>{t.intro}</p>
      <DealerChangePage
        nearby={nearby}
        // The place the list is around, named as the top bar's button names it.
        nearbyTitle={t.nearTitle(locationButtonLabel(location))}
        currentDealer={
          current && {
            id: current.id,
            name: current.name,
            city: current.city,
            stateCode: current.stateCode,
            address: current.address,
            district: current.district,
            distanceKm: null,
          }
        }
      />
    </div>
  );
}
