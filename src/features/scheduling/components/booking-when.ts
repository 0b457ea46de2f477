import type { DealerTimeZone } from "../domain/dealer-time-zone";

/**
 * "terça-feira, 7 de dezembro de 2026 às 08:00" on the dealer's clock, whatever the reader's: the
 * text beside it names that clock ("horário de Rio Branco").
 */
export function bookingWhen(iso: string, zone: DealerTimeZone): string {
  return new Date(iso).toLocaleString("pt-BR", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: zone,
  });
}
