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
): Partial<Record<number, { when: string; href: string }>> {
  const booked: Partial<Record<number, { when: string; href: string }>> = {};
  for (const booking of bookings) {
    if (booking.status !== "confirmed" || booking.vehicle.vehicleId !== vehicleId) continue;
    if (new Date(booking.startsAt) <= now) continue;
    for (const service of booking.services) {
      const number = revisionNumberOf(service.code);
      if (number === null || booked[number]) continue;
      booked[number] = {
        when: `${bookingWhen(booking.startsAt, booking.dealer.timeZone)} (${t.zoneTime(booking.dealer.timeZone)})`,
        href: `/agendamento/servicos/confirmacao?id=${booking.id}`,
      };
    }
  }
  return booked;
}
