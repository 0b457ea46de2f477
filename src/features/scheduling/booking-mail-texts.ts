import type { DealerTimeZone } from "./domain/dealer-time-zone";
import { timeZoneTexts } from "./time-zone-texts";

/** The booking e-mails' subjects and first lines: the server's alone. */
export const bookingMailTexts = {
  subject: (protocol: string) => `Agendamento confirmado - protocolo ${protocol}`,
  rescheduledSubject: (protocol: string) => `Agendamento remarcado - protocolo ${protocol}`,
  cancelledSubject: (protocol: string) => `Agendamento cancelado - protocolo ${protocol}`,
  confirmedLine: (when: string, zone: DealerTimeZone) =>
    `Seu atendimento está marcado para ${when} (${timeZoneTexts.zoneTime(zone)}).`,
  rescheduledLine: (when: string, before: string | null, zone: DealerTimeZone) =>
    before
      ? `Seu atendimento foi remarcado de ${before} para ${when} (${timeZoneTexts.zoneTime(zone)}).`
      : `Seu atendimento foi remarcado para ${when} (${timeZoneTexts.zoneTime(zone)}).`,
  /** When the contact given for the dealer is not the account the mail goes to. */
  contactLine: (name: string, email: string) =>
    `Contato informado para a concessionária: ${name} (${email}).`,
  reminderSubject: (protocol: string) => `Lembrete de agendamento - protocolo ${protocol}`,
  reminderLine: (when: string, zone: DealerTimeZone) =>
    `Lembrete: seu atendimento está marcado para ${when} (${timeZoneTexts.zoneTime(zone)}).`,
  changeLink: (url: string) => `Para remarcar ou cancelar: ${url}`,
  cancelledLine: (when: string, zone: DealerTimeZone) =>
    `Seu agendamento de ${when} (${timeZoneTexts.zoneTime(zone)}) foi cancelado.`,
} as const;
