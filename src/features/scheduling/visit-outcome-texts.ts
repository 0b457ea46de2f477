/** What a booking says once its dealer reports the visit, and what a dealer's report is told. */
export const visitOutcomeTexts = {
  completed: (day: string, km: string) =>
    `Atendimento concluído em ${day}, com ${km} km no hodômetro.`,
  noShow: "A concessionária registrou que o veículo não veio a este atendimento.",
  status: { completed: "Concluído", no_show: "Não compareceu" },
  mail: {
    completedSubject: (protocol: string) => `Atendimento concluído - protocolo ${protocol}`,
    noShowSubject: (protocol: string) => `Atendimento não realizado - protocolo ${protocol}`,
    completedLine: (when: string, zone: string, km: string) =>
      `A concessionária concluiu o seu atendimento de ${when} (${zone}), com ${km} km no hodômetro.`,
    noShowLine: (when: string, zone: string) =>
      `A concessionária registrou que o veículo não veio ao atendimento de ${when} (${zone}).`,
    servicesLine: (names: readonly string[]) => `Serviços: ${names.join(", ")}.`,
    revisionLine: "A revisão já consta no histórico do veículo, em Minha garagem.",
    rebookLine: (link: string) => `Para marcar um novo horário: ${link}`,
    bookingLink: (link: string) => `Detalhes do agendamento: ${link}`,
  },
  errors: {
    notStarted: "O atendimento ainda não começou: registre o resultado depois do horário marcado.",
    recorded: "O resultado deste atendimento já foi registrado.",
    mileage: "Informe a quilometragem lida no atendimento, de 0 a 1.500.000 km.",
    outcome: "Informe completed (atendimento concluído) ou no_show (o veículo não veio).",
  },
};
