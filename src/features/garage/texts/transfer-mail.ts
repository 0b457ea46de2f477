/**
 * The e-mails of a transfer request. The current owner's never names who asked (LGPD): the claim
 * is answered on the garage page, where no requester data is shown either.
 */
export const transferMailTexts = {
  greeting: (name: string) => `Olá, ${name}.`,
  requested: {
    subject: (vehicle: string) => `Pedido de transferência do seu ${vehicle}`,
    lines: (vehicle: string, garageUrl: string) => [
      `Outra pessoa pediu a transferência do seu ${vehicle} para a garagem dela.`,
      "Se você vendeu o veículo, aceite o pedido para que ele passe para a garagem do novo proprietário. Se não reconhece o pedido, recuse: o veículo continua na sua garagem.",
      "",
      `Para aceitar ou recusar, acesse Minha garagem: ${garageUrl}`,
      "",
      "Por privacidade, não informamos os dados de quem fez o pedido.",
    ],
  },
  accepted: {
    subject: (vehicle: string) => `Transferência aceita: ${vehicle}`,
    lines: (vehicle: string, garageUrl: string) => [
      `Seu pedido de transferência foi aceito: o ${vehicle} agora está na sua garagem.`,
      "",
      `Veja o veículo em Minha garagem: ${garageUrl}`,
    ],
  },
  declined: {
    subject: (vehicle: string) => `Transferência não realizada: ${vehicle}`,
    lines: (vehicle: string, garageUrl: string) => [
      `Seu pedido de transferência do ${vehicle} não foi aceito, e o veículo não foi transferido para a sua garagem.`,
      "Se você comprou este veículo, fale com quem o vendeu e peça a transferência de novo em Minha garagem:",
      garageUrl,
    ],
  },
  released: {
    subject: (vehicle: string) => `Você já pode cadastrar o ${vehicle}`,
    lines: (vehicle: string, garageUrl: string) => [
      `O ${vehicle}, cuja transferência você pediu, saiu da garagem do proprietário anterior. O pedido foi encerrado.`,
      "Agora você pode cadastrar o veículo direto na sua garagem, com a placa ou o chassi, sem esperar resposta:",
      garageUrl,
    ],
  },
  reminder: {
    subject: (vehicle: string) => `Lembrete: pedido de transferência do seu ${vehicle}`,
    lines: (vehicle: string, garageUrl: string) => [
      `Há alguns dias, outra pessoa pediu a transferência do seu ${vehicle} para a garagem dela, e o pedido ainda espera sua resposta.`,
      "Se você vendeu o veículo, aceite o pedido. Se não reconhece o pedido, recuse. Sem resposta, o pedido expira 14 dias depois de feito, e o veículo continua na sua garagem.",
      "",
      `Para aceitar ou recusar, acesse Minha garagem: ${garageUrl}`,
    ],
  },
  expired: {
    subject: (vehicle: string) => `Pedido de transferência expirado: ${vehicle}`,
    lines: (vehicle: string, garageUrl: string) => [
      `O proprietário atual do ${vehicle} não respondeu ao seu pedido de transferência em 14 dias, e o pedido expirou. O veículo não foi transferido para a sua garagem.`,
      "Se você comprou este veículo, combine com quem o vendeu e peça a transferência de novo em Minha garagem:",
      garageUrl,
      "",
      "Se não conseguir falar com quem vendeu, ligue para a Central de Relacionamento Volkswagen: 0800 019 5775.",
    ],
  },
} as const;
