import type { Metadata } from "next";
import { getSession } from "@/features/identity/server";
import { schedulingTexts } from "@/features/scheduling";
import {
  cartVehicle,
  listOwnerBookings,
  listOwnerVehicles,
  SchedulingHome,
} from "@/features/scheduling/server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: `${schedulingTexts.homeTitle} | Volkswagen`,
  description: schedulingTexts.homeIntro,
  alternates: { canonical: "/agendamento" },
};

export default async function Page() {
  const session = await getSession();
  const [vehicles, bookings] = session
    ? await Promise.all([listOwnerVehicles(session.userId), listOwnerBookings(session.userId)])
    : [[], []];
  return (
    <SchedulingHome
      loggedIn={session !== null}
      vehicles={vehicles.map(cartVehicle)}
      bookings={bookings}
    />
  );
}
