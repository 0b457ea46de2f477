import { createEvent } from "ics";

export interface CalendarBooking {
  protocol: string;
  startsAt: string;
  endsAt: string;
  dealerName: string;
  dealerAddress: string;
  services: string[];
  total: string;
  /** A cancelled booking's file takes the event out of the calendar it was added to. */
  cancelled: boolean;
}

/**
 * RFC 5545's SEQUENCE of a file written at `at`: calendar apps replace an event by its UID only
 * with a higher sequence, so a later file (a new time, a cancellation) must carry a larger one.
 * Seconds since 2026 grow with every file and stay within the 32-bit integer the standard allows.
 */
export function calendarSequence(at: Date): number {
  return Math.max(0, Math.floor((at.getTime() - Date.UTC(2026, 0, 1)) / 1000));
}

/** The booking as an iCalendar event (RFC 5545), times in UTC so every calendar app agrees. */
export function bookingIcs(booking: CalendarBooking, writtenAt = new Date()): string {
  const start = new Date(booking.startsAt).getTime();
  const end = new Date(booking.endsAt).getTime();
  const { error, value } = createEvent({
    method: booking.cancelled ? "CANCEL" : "PUBLISH",
    sequence: calendarSequence(writtenAt),
    uid: `${booking.protocol}@agendamento.vw.com.br`,
    title: `Volkswagen - ${booking.services[0] ?? "Serviço"} - ${booking.dealerName}`,
    description: `Protocolo ${booking.protocol}\nServiços: ${booking.services.join(", ")}\nTotal: ${booking.total}`,
    location: booking.dealerAddress,
    start,
    startInputType: "utc",
    startOutputType: "utc",
    end,
    endInputType: "utc",
    endOutputType: "utc",
    status: booking.cancelled ? "CANCELLED" : "CONFIRMED",
    productId: "volkswagen/agendamento",
    alarms: booking.cancelled
      ? []
      : [
          {
            action: "display",
            description: "Lembrete do agendamento",
            trigger: { hours: 24, before: true },
          },
        ],
  });
  if (error || !value) throw error ?? new Error("ics: empty event");
  return value;
}
