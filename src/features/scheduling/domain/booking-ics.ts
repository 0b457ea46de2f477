import { createEvent } from "ics";

export interface CalendarBooking {
  protocol: string;
  startsAt: string;
  endsAt: string;
  dealerName: string;
  dealerAddress: string;
  services: string[];
  total: string;
}

/** The booking as an iCalendar event (RFC 5545), times in UTC so every calendar app agrees. */
export function bookingIcs(booking: CalendarBooking): string {
  const start = new Date(booking.startsAt).getTime();
  const end = new Date(booking.endsAt).getTime();
  const { error, value } = createEvent({
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
    status: "CONFIRMED",
    productId: "volkswagen/agendamento",
    alarms: [
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
