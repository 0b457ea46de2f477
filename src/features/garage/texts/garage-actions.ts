/**
 * The words of the garage's islands (switching, removing, transfers, saving). Apart from the
 * page's other texts, which only the server writes (a transfer request's sentence included:
 * transfer-requests.ts), so the page's JavaScript carries only these.
 */
export const garageActionTexts = {
  switcher: "Veículo selecionado",
  save: "Salvar",
  // Each field saves alone: the toast names the one saved, whatever the others still show.
  saved: {
    nickname: "Apelido salvo.",
    renavam: "RENAVAM salvo.",
    mileageKm: "Quilometragem salva.",
  },
  remove: "Remover da garagem",
  transfersTitle: "Pedidos de transferência",
  transferAccept: "Aceitar transferência",
  transferDecline: "Recusar",
} as const;
