/**
 * The words of the resume page when no booking is under way, apart from wizardTexts and
 * schedulingTexts (which holds them too): only that page, loaded on demand, shows them.
 */
export const resumeBookingTexts = {
  homeTitle: "Agendamento de serviços",
  noBookingInProgress: "Não há agendamento em andamento. Escolha um serviço em",
};
