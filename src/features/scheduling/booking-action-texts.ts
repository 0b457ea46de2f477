import type { DealerTimeZone } from "./domain/dealer-time-zone";
import { timeZoneTexts } from "./time-zone-texts";

/**
 * The words of a booking's reschedule and cancel actions on its confirmation, apart from
 * schedulingTexts (which holds them too), so the confirmation's island carries only these.
 */
export const bookingActionTexts = {
  reschedule: "Reagendar",
  cancel: "Cancelar agendamento",
  cancelled: "Agendamento cancelado.",
  rescheduled: "Agendamento remarcado.",
  cancelConfirm: "Confirmar cancelamento",
  cancelReason: "Motivo do cancelamento (opcional)",
  keep: "Manter agendamento",
  date: "Data",
  confirmNewTime: "Confirmar novo horário",
  newTime: (when: string, zone: DealerTimeZone, consultant: string) =>
    `Novo horário: ${when} (${timeZoneTexts.zoneTime(zone)}), com ${consultant}.`,
  chooseAnother: "Escolher outro horário",
  currentTime: (when: string, zone: DealerTimeZone, consultant: string) =>
    `Horário atual: ${when} (${timeZoneTexts.zoneTime(zone)}), com ${consultant}. Escolha o novo horário.`,
  currentTimeMark: "horário atual",
};
