import { getSession } from "@/features/identity/server";
import { listOwnerBookings } from "../server/booking-reads";
import { listOwnerClaims } from "../server/claims";
import { cartVehicle } from "../server/flow-setup";
import { listOwnerVehicles } from "../server/owner-vehicles";
import { SchedulingHome } from "./scheduling-home";

/** The flow chooser for the session's owner (or a visitor). */
export async function SchedulingHomePage() {
  const session = await getSession();
  const [vehicles, bookings, claims] = session
    ? await Promise.all([
        listOwnerVehicles(session.userId),
        listOwnerBookings(session.userId),
        listOwnerClaims(session.userId),
      ])
    : [[], [], []];
  return (
    <SchedulingHome
      loggedIn={session !== null}
      vehicles={vehicles.map(cartVehicle)}
      bookings={bookings}
      claims={claims}
    />
  );
}
