/** The acceptance's confirmation: its words load with the dialog, on the first click. */
export const transferDialogTexts = {
  acceptConfirmTitle: "Passar o veículo para o novo proprietário?",
  acceptConfirmText:
    "O veículo sai da sua garagem e passa para a garagem de quem pediu a transferência. Os agendamentos futuros deste veículo serão cancelados. O histórico de revisões continua no registro da marca.",
  acceptConfirm: "Aceitar transferência",
  cancel: "Cancelar",
  accepted: "Transferência aceita. O veículo saiu da sua garagem.",
} as const;
