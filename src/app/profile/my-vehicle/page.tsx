import type { Metadata } from "next";
import Link from "next/link";
import { garageTexts } from "@/features/garage";
import {
  ensureOwner,
  garageHeadingId,
  garagePageData,
  OpenRecallsAlert,
  VehicleView,
} from "@/features/garage/server";
import { requireOwnerPage } from "@/features/identity/server";
import { ownerRecallStatus } from "@/features/recall/server";
import { bookedRecallsOf, listOwnerBookings } from "@/features/scheduling/server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: garageTexts.garage.vehicleData,
  description: garageTexts.garage.signedOutText,
};

/** SPEC.md's prefetched my-vehicle route: the selected vehicle's data and edits. */
export default async function Page() {
  const t = garageTexts.garage;
  const session = await requireOwnerPage("/profile/my-vehicle");
  const ownerId = await ensureOwner(session);
  const [{ selected }, bookings] = await Promise.all([
    garagePageData(ownerId, ownerRecallStatus),
    listOwnerBookings(ownerId),
  ]);
  return (
    <div className="flex flex-col gap-6 py-8">
      {/* A removal's dialog hands the keyboard to this heading: the removed car's view is gone. */}
      <h1
        id={garageHeadingId}
        tabIndex={-1}
        className="text-3xl font-bold text-brand focus:outline-none"
      >
        {t.vehicleData}
      </h1>
      {selected ? (
        <>
          <OpenRecallsAlert vehicle={selected} booked={bookedRecallsOf(bookings, selected.id)} />
          <VehicleView vehicle={selected} />
        </>
      ) : (
        <div className="flex flex-col items-start gap-3 rounded-lg bg-surface-alt p-6">
          <h2 className="text-2xl font-bold text-brand">{t.emptyTitle}</h2>
          <p>{t.emptyText}</p>
          <Link
            href="/cadastro?novoVeiculo=1"
            className="rounded-full bg-brand px-6 py-3 font-semibold text-white"
          >
            {t.addVehicle}
          </Link>
        </div>
      )}
    </div>
  );
}
