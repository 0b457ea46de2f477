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
  newTime: (when: string, consultant: string) =>
    `Novo horário: ${when} (horário de Brasília), com ${consultant}.`,
  chooseAnother: "Escolher outro horário",
};
