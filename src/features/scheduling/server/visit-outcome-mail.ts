import "server-only";
import { config } from "@/lib/config";
import { formatInteger } from "@/lib/format";
import type { Mail } from "@/lib/mail";
import { revisionNumberOf } from "../domain/revision-rebooking";
import { timeZoneTexts } from "../time-zone-texts";
import { visitOutcomeTexts } from "../visit-outcome-texts";
import { bookingGreeting, shortWhen } from "./booking-mail";
import type { BookingView } from "./booking-view";

export type VisitOutcomeKind = "completed" | "no_show";

const link = (path: string) => new URL(path, config().PUBLIC_BASE_URL).toString();

/**
 * What the dealer reported of a visit, told to the account that booked it: a completed visit
 * with the odometer it read (a revision is already in the garage's history), a missed one with
 * the way to book again. No calendar file: the event is over.
 */
export function visitOutcomeMail(booking: BookingView, kind: VisitOutcomeKind): Mail | null {
  if (!booking.contact || !booking.mailedTo || booking.outcome !== kind) return null;
  const t = visitOutcomeTexts.mail;
  const zone = booking.dealer.timeZone;
  const when = shortWhen(booking.startsAt, zone);
  const zoneName = timeZoneTexts.zoneTime(zone);
  const completed = kind === "completed";
  // Only a garage car's history is the owner's to see.
  const revisionInGarage =
    booking.vehicle.vehicleId !== null &&
    booking.services.some((service) => revisionNumberOf(service.code) !== null);
  const lines = [
    bookingGreeting(booking),
    "",
    completed
      ? t.completedLine(when, zoneName, formatInteger(booking.completedMileageKm ?? 0))
      : t.noShowLine(when, zoneName),
    `Protocolo: ${booking.protocol}`,
    `Concessionária: ${booking.dealer.name} - ${booking.dealer.address}`,
    `Veículo: ${booking.vehicle.modelName} ${booking.vehicle.modelYear}`,
    t.servicesLine(booking.services.map((service) => service.name)),
    "",
    ...(completed
      ? revisionInGarage
        ? [t.revisionLine]
        : []
      : [t.rebookLine(link("/agendamento"))]),
    t.bookingLink(link(`/agendamento/servicos/confirmacao?id=${booking.id}`)),
  ];
  return {
    to: booking.mailedTo,
    subject: completed ? t.completedSubject(booking.protocol) : t.noShowSubject(booking.protocol),
    text: lines.join("\n"),
  };
}
