/** The alert on a garage vehicle that a recall campaign still covers. */
export const openRecallTexts = {
  heading: (count: number) => (count === 1 ? "Recall pendente" : `${count} recalls pendentes`),
  intro: (vehicle: string, count: number) =>
    count === 1
      ? `O seu ${vehicle} está em uma campanha de recall ainda não realizada. O reparo é gratuito e não tem prazo, mas corrige um defeito que pode afetar a sua segurança.`
      : `O seu ${vehicle} está em ${count} campanhas de recall ainda não realizadas. Os reparos são gratuitos e não têm prazo, mas corrigem defeitos que podem afetar a sua segurança.`,
  campaign: (number: string) => `Campanha ${number}`,
  schedule: "Agendar reparo do recall",
  scheduleLabel: (number: string) => `Agendar reparo do recall da campanha ${number}`,
  details: (number: string) => `Ver detalhes da campanha ${number}`,
  bookedFor: (when: string) => `Reparo agendado para ${when}.`,
  seeBooking: "Ver o agendamento",
  seeBookingLabel: (number: string) => `Ver o agendamento do reparo da campanha ${number}`,
  /** Beside a vehicle's name in the switcher: the alert shows only for the selected one. */
  switcherMark: "recall pendente",
} as const;
