/** What a booking says once its dealer reports the visit, and what a dealer's report is told. */
export const visitOutcomeTexts = {
  completed: (day: string, km: string) =>
    `Atendimento concluído em ${day}, com ${km} km no hodômetro.`,
  noShow: "A concessionária registrou que o veículo não veio a este atendimento.",
  status: { completed: "Concluído", no_show: "Não compareceu" },
  errors: {
    notStarted: "O atendimento ainda não começou: registre o resultado depois do horário marcado.",
    recorded: "O resultado deste atendimento já foi registrado.",
    mileage: "Informe a quilometragem lida no atendimento, de 0 a 1.500.000 km.",
    outcome: "Informe completed (atendimento concluído) ou no_show (o veículo não veio).",
  },
};
