import "server-only";
import { formatBRL } from "@/lib/format";
import { logger } from "@/lib/logger";
import { sendMail } from "@/lib/mail";
import { saoPauloClock, saoPauloDay } from "../domain/calendar-rules";
import { bookingIcs } from "../domain/booking-ics";
import { schedulingTexts } from "../texts";
import type { BookingView } from "./booking-view";
import { reaisToCents } from "@/lib/money";

export function bookingTotalText(booking: Pick<BookingView, "total" | "priceOnRequest">): string {
  const total = formatBRL(reaisToCents(booking.total));
  return booking.priceOnRequest
    ? `${total} + ${schedulingTexts.priceOnRequest.toLowerCase()}`
    : total;
}

export function bookingIcsText(booking: BookingView): string {
  return bookingIcs({
    protocol: booking.protocol,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    dealerName: booking.dealer.name,
    dealerAddress: booking.dealer.address,
    services: booking.services.map((service) => service.name),
    total: bookingTotalText(booking),
  });
}

/** Confirmation, new time or cancellation by e-mail, with the calendar file; a mail failure never undoes the booking. */
export async function sendBookingMail(
  booking: BookingView,
  kind: "confirmed" | "rescheduled" | "cancelled",
): Promise<void> {
  if (!booking.contact) return;
  const when = `${saoPauloDay(new Date(booking.startsAt)).split("-").reverse().join("/")} às ${saoPauloClock(new Date(booking.startsAt))}`;
  const lines = [
    `Olá, ${booking.contact.name}.`,
    "",
    kind === "cancelled"
      ? `Seu agendamento de ${when} foi cancelado.`
      : `Seu atendimento está marcado para ${when} (horário de Brasília).`,
    `Protocolo: ${booking.protocol}`,
    `Concessionária: ${booking.dealer.name} - ${booking.dealer.address}`,
    `Consultor: ${booking.consultant.name}`,
    `Veículo: ${booking.vehicle.modelName} ${booking.vehicle.modelYear}`,
    "Serviços:",
    ...booking.services.map(
      (service) =>
        `- ${service.name}: ${service.priceOnRequest ? schedulingTexts.priceOnRequest : formatBRL(reaisToCents(service.price))}`,
    ),
    `${schedulingTexts.total}: ${bookingTotalText(booking)}`,
  ];
  const subject =
    kind === "cancelled"
      ? schedulingTexts.mail.cancelledSubject(booking.protocol)
      : schedulingTexts.mail.subject(booking.protocol);
  try {
    await sendMail({
      to: booking.contact.email,
      subject,
      text: lines.join("\n"),
      attachments:
        kind === "cancelled"
          ? []
          : [
              {
                filename: `agendamento-${booking.protocol}.ics`,
                content: bookingIcsText(booking),
                contentType: "text/calendar; charset=utf-8",
              },
            ],
    });
  } catch (error) {
    logger().warn({ err: error, protocol: booking.protocol }, "booking mail not sent");
  }
}
