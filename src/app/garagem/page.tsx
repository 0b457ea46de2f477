import type { Metadata } from "next";
import { garageTexts } from "@/features/garage";
import { garagePageData, GaragePage, parseGarageView } from "@/features/garage/server";
import { requireOwnerPage } from "@/features/identity/server";
import { ownerRecallStatus } from "@/features/recall/server";
import { dealerTimeZoneOf, schedulingTexts } from "@/features/scheduling";
import {
  bookedRecallsOf,
  bookedRevisionsOf,
  bookingsOfVehicle,
  listOwnerBookings,
  OwnerBookings,
  pendingClaimsOfVehicle,
  upcomingOfOtherVehicles,
} from "@/features/scheduling/server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: garageTexts.garage.title,
  description: garageTexts.garage.signedOutText,
};

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ view?: string; trocada?: string; cadastrado?: string }>;
}) {
  const { view, trocada, cadastrado } = await searchParams;
  const garageView = parseGarageView(view);
  // A visitor who followed a link to one view logs in and comes back to that view.
  const session = await requireOwnerPage(view ? `/garagem?view=${garageView}` : "/garagem");
  // Reading needs no owner row (an owner without one has an empty garage): no write per view.
  // Every view reads the bookings: the recall alert above them says which repair is booked.
  const [data, bookings] = await Promise.all([
    garagePageData(session.userId, ownerRecallStatus),
    listOwnerBookings(session.userId),
  ]);
  const pendingCorrections = data.selected
    ? await pendingClaimsOfVehicle(session.userId, data.selected.id)
    : [];
  // Under a selected vehicle, its own bookings; the others' are counted and left to /agendamento.
  const shown = data.selected ? bookingsOfVehicle(bookings, data.selected) : bookings;
  return (
    <div className="py-8">
      <GaragePage
        data={data}
        view={garageView}
        bookings={
          bookings.length > 0 ? (
            <OwnerBookings
              bookings={shown}
              otherVehicles={
                data.selected ? upcomingOfOtherVehicles(bookings, shown, new Date()) : undefined
              }
            />
          ) : null
        }
        bookedRevisions={data.selected ? bookedRevisionsOf(bookings, data.selected.id) : {}}
        bookedRecalls={data.selected ? bookedRecallsOf(bookings, data.selected.id) : {}}
        pendingCorrections={pendingCorrections}
        dealerChanged={trocada === "1"}
        registered={cadastrado === "1"}
        dealerClock={
          data.dealer
            ? schedulingTexts.slotTimeZone(dealerTimeZoneOf(data.dealer.stateCode))
            : undefined
        }
      />
    </div>
  );
}
