/**
 * The words of the garage's islands (switching, removing, transfers, saving). Apart from the
 * page's other texts, which only the server writes, so the page's JavaScript carries only these.
 */
export const garageActionTexts = {
  switcher: "Veículo selecionado",
  save: "Salvar",
  // Each field saves alone: the toast names the one saved, whatever the others still show.
  saved: {
    nickname: "Apelido salvo.",
    renavam: "Renavam salvo.",
    mileageKm: "Quilometragem salva.",
  },
  remove: "Remover da garagem",
  transfersTitle: "Pedidos de transferência",
  transferIncoming: (vehicle: string) =>
    `Outra pessoa pediu a transferência do seu ${vehicle}. Se você vendeu o veículo, aceite para que ele passe para a garagem do novo proprietário.`,
  transferAccept: "Aceitar transferência",
  transferDecline: "Recusar",
  transferOutgoing: (vehicle: string) =>
    `Você pediu a transferência do ${vehicle}; aguardando o proprietário atual.`,
  transferIncomingExpiry: (date: string) =>
    `Sem resposta até ${date}, o pedido expira e o veículo continua na sua garagem.`,
  transferOutgoingExpiry: (date: string) => `Sem resposta até ${date}, o pedido expira.`,
} as const;
