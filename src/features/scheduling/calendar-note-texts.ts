/**
 * What a day of the dealer's calendar says when it has no slot to offer, in the wizard and in a
 * booking's reschedule alike, apart from schedulingTexts so the confirmation's island carries it.
 */
export const calendarNoteTexts = {
  noSlots: "Não há horários livres nesta data. Escolha outra data.",
  closed: {
    past: "Esta data já passou.",
    beyond_horizon: "Agendamentos abrem com até 90 dias de antecedência.",
    holiday: (name: string) => `Feriado: ${name}. A concessionária não atende nesta data.`,
    closed: "A concessionária não abre neste dia da semana.",
  },
};
