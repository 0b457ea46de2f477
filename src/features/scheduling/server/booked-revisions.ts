import "server-only";
import { bookingWhen } from "../components/booking-when";
import { revisionNumberOf } from "../domain/revision-rebooking";
import { schedulingTexts as t } from "../texts";
import type { BookingView } from "./booking-view";

/**
 * The revisions of one vehicle that a confirmed booking still to come covers, by revision number:
 * the garage shows them as booked and links to the booking instead of offering a second one.
 */
export function bookedRevisionsOf(
  bookings: readonly BookingView[],
  vehicleId: number,
  now = new Date(),
): Partial<Record<number, BookedVisit>> {
  return bookedWorkOf(bookings, vehicleId, now, (service) => revisionNumberOf(service.code));
}

/**
 * The recall campaigns of one vehicle that a confirmed booking still to come repairs, by campaign:
 * the garage's recall alert says the repair is booked instead of offering it again.
 */
export function bookedRecallsOf(
  bookings: readonly BookingView[],
  vehicleId: number,
  now = new Date(),
): Partial<Record<string, BookedVisit>> {
  return bookedWorkOf(bookings, vehicleId, now, (service) => service.recallCampaign);
}

/** When and where to see a visit that already covers some work. */
interface BookedVisit {
  when: string;
  href: string;
}

/** The soonest-listed confirmed visit still to come of one vehicle for each key `keyOf` reads. */
function bookedWorkOf<K extends string | number>(
  bookings: readonly BookingView[],
  vehicleId: number,
  now: Date,
  keyOf: (service: BookingView["services"][number]) => K | null,
): Partial<Record<K, BookedVisit>> {
  const booked: Partial<Record<K, BookedVisit>> = {};
  for (const booking of bookings) {
    if (booking.status !== "confirmed" || booking.vehicle.vehicleId !== vehicleId) continue;
    if (new Date(booking.startsAt) <= now) continue;
    for (const service of booking.services) {
      const key = keyOf(service);
      if (key === null || booked[key]) continue;
      booked[key] = {
        when: `${bookingWhen(booking.startsAt, booking.dealer.timeZone)} (${t.zoneTime(booking.dealer.timeZone)})`,
        href: `/agendamento/servicos/confirmacao?id=${booking.id}`,
      };
    }
  }
  return booked;
}
