/** The removal's confirmation: its words load with the dialog, on the first click. */
export const removeDialogTexts = {
  removeConfirmTitle: "Remover veículo da garagem?",
  removeConfirmText:
    "O veículo sai da sua garagem e fica livre para um novo proprietário. Os agendamentos futuros deste veículo serão cancelados. O histórico de revisões continua no registro da marca.",
  removeConfirm: "Remover",
  cancel: "Cancelar",
  removed: "Veículo removido da garagem.",
} as const;
