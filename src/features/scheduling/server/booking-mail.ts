import "server-only";
import { config } from "@/lib/config";
import { formatBRL } from "@/lib/format";
import type { Mail } from "@/lib/mail";
import { clockIn, dayIn } from "../domain/calendar-rules";
import type { DealerTimeZone } from "../domain/dealer-time-zone";
import { bookingIcs } from "../domain/booking-ics";
import { bookingMailTexts } from "../booking-mail-texts";
import { schedulingTexts } from "../texts";
import type { BookingView } from "./booking-view";
import { reaisToCents } from "@/lib/money";

export function bookingTotalText(booking: Pick<BookingView, "total" | "priceOnRequest">): string {
  const total = formatBRL(reaisToCents(booking.total));
  return booking.priceOnRequest ? schedulingTexts.totalWithPriceOnRequest(total) : total;
}

export function bookingIcsText(
  booking: BookingView,
  cancelled = booking.status === "cancelled",
): string {
  return bookingIcs({
    protocol: booking.protocol,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    dealerName: booking.dealer.name,
    dealerAddress: booking.dealer.address,
    services: booking.services.map((service) => service.name),
    total: bookingTotalText(booking),
    cancelled,
  });
}

/** "02/12/2026 às 08:00" on the dealer's clock, which the text around it names. */
export function shortWhen(iso: string, zone: DealerTimeZone): string {
  const instant = new Date(iso);
  return `${dayIn(instant, zone).split("-").reverse().join("/")} às ${clockIn(instant, zone)}`;
}

/** Whether the contact the booking names is the account the mail goes to. */
const contactIsRecipientOf = (booking: BookingView) =>
  booking.contact !== null &&
  booking.mailedTo !== null &&
  booking.contact.email.toLowerCase() === booking.mailedTo.toLowerCase();

/** By name only when the mail reaches the person the booking names: someone else is just "Olá". */
export const bookingGreeting = (booking: BookingView) =>
  contactIsRecipientOf(booking) && booking.contact ? `Olá, ${booking.contact.name}.` : "Olá.";

export type BookingMailKind = "confirmed" | "rescheduled" | "cancelled" | "reminder";

/**
 * Confirmation, new time, the day-before reminder or cancellation by e-mail, with the calendar file; null for a booking
 * without a contact. A new time says which time it replaces (`previousStartsAt`), so the two
 * mails of one protocol cannot be taken for two bookings. The mail goes to the account's verified
 * e-mail (`mailedTo`): the contact step's address is only the dealer's to use, or anyone could
 * have the brand mail anyone, with a name of their own writing.
 */
export function bookingMail(
  booking: BookingView,
  kind: BookingMailKind,
  previousStartsAt?: string,
): Mail | null {
  if (!booking.contact || !booking.mailedTo) return null;
  const to = booking.mailedTo;
  const contactIsRecipient = contactIsRecipientOf(booking);
  const t = bookingMailTexts;
  const zone = booking.dealer.timeZone;
  const when = shortWhen(booking.startsAt, zone);
  const before = previousStartsAt ? shortWhen(previousStartsAt, zone) : null;
  const opening = {
    confirmed: t.confirmedLine(when, zone),
    rescheduled: t.rescheduledLine(when, before, zone),
    cancelled: t.cancelledLine(when, zone),
    reminder: t.reminderLine(when, zone),
  }[kind];
  const lines = [
    bookingGreeting(booking),
    "",
    opening,
    `Protocolo: ${booking.protocol}`,
    ...(contactIsRecipient ? [] : [t.contactLine(booking.contact.name, booking.contact.email)]),
    `Concessionária: ${booking.dealer.name} - ${booking.dealer.address}`,
    `${schedulingTexts.consultant}: ${booking.consultant.name}`,
    `Veículo: ${booking.vehicle.modelName} ${booking.vehicle.modelYear}`,
    "Serviços:",
    // Priced as the confirmation page prices it: a free offer reads "Grátis", not "R$ 0,00".
    ...booking.services.map(
      (service) =>
        `- ${service.name}: ${
          service.freeOffer
            ? schedulingTexts.free
            : service.priceOnRequest
              ? schedulingTexts.priceOnRequest
              : formatBRL(reaisToCents(service.price))
        }`,
    ),
    // A cancelled booking is not paid: its total is what it would have cost.
    `${kind === "cancelled" ? schedulingTexts.totalCancelled : schedulingTexts.total}: ${bookingTotalText(booking)}`,
    ...(kind === "reminder"
      ? [
          "",
          t.changeLink(
            new URL(
              `/agendamento/servicos/confirmacao?id=${booking.id}`,
              config().PUBLIC_BASE_URL,
            ).toString(),
          ),
        ]
      : []),
  ];
  const subject = {
    confirmed: t.subject(booking.protocol),
    rescheduled: t.rescheduledSubject(booking.protocol),
    cancelled: t.cancelledSubject(booking.protocol),
    reminder: t.reminderSubject(booking.protocol),
  }[kind];
  return {
    to,
    subject,
    text: lines.join("\n"),
    // The cancellation's file takes the event (and its reminder) out of the owner's calendar.
    attachments: [
      {
        filename: `${kind === "cancelled" ? "cancelamento" : "agendamento"}-${booking.protocol}.ics`,
        content: bookingIcsText(booking, kind === "cancelled"),
        contentType: `text/calendar; charset=utf-8; method=${kind === "cancelled" ? "CANCEL" : "PUBLISH"}`,
      },
    ],
  };
}
