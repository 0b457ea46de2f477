/** The confirmations of a claim's answers: their words load with the dialog, on the first click. */
export const transferDialogTexts = {
  acceptConfirmTitle: "Passar o veículo para o novo proprietário?",
  acceptConfirmText:
    "O veículo sai da sua garagem e passa para a garagem de quem pediu a transferência. Os agendamentos futuros deste veículo serão cancelados. O histórico de revisões continua no registro da marca.",
  acceptConfirm: "Aceitar transferência",
  acceptCancel: "Cancelar",
  accepted: "Transferência aceita. O veículo saiu da sua garagem.",
  declineConfirmTitle: "Recusar o pedido de transferência?",
  declineConfirmText:
    "O veículo continua na sua garagem e o pedido é encerrado. Quem pediu a transferência será avisado por e-mail e só poderá pedir este veículo de novo 24 horas depois da recusa.",
  declineConfirm: "Recusar pedido",
  declineCancel: "Cancelar",
  declined: "Pedido de transferência recusado. O veículo continua na sua garagem.",
} as const;
