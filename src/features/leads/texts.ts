import { formatDistanceKm } from "@/lib/format";

/** pt-BR texts of the purchase-intention and interest forms and of the dealers' leads API. */
export const leadTexts = {
  purchaseTitle: "Tenho interesse",
  purchaseIntro: "Deixe seus dados e uma concessionária entra em contato com a proposta.",
  name: "Nome completo",
  email: "E-mail",
  phone: "Celular ou telefone",
  phoneHint: "Com DDD, por exemplo (11) 91234-5678",
  cpf: "CPF (opcional)",
  preferredContact: "Como prefere ser contatado?",
  contactOptions: { 1: "E-mail", 2: "Telefone", 3: "WhatsApp" },
  dealer: "Concessionária",
  // Written as the offer page's dealer list writes it: "15 km" there is not "a 14,7 km" here.
  dealerDistance: (km: number) => `a ${formatDistanceKm(km)}`,
  noDealers: "Não há concessionárias cadastradas perto da sua localização.",
  consent: {
    before: "Li e aceito a ",
    policy: "Política de Privacidade",
    after: " e autorizo o uso dos meus dados para contato sobre esta oferta, nos termos da LGPD.",
  },
  newTab: "(abre em nova aba)",
  withSimulation: "A simulação de financiamento aberta será enviada junto.",
  simulationLeftOut:
    "A simulação de financiamento não foi enviada: seus valores não valem para esta oferta. A concessionária apresentará as condições de financiamento.",
  submit: "Enviar",
  sending: "Enviando",
  confirmationTitle: "Recebemos seu interesse!",
  confirmationText: (dealer: string) =>
    `Seu pedido foi registrado e está a caminho da concessionária ${dealer}. Quando ela o receber, um consultor entrará em contato pelo meio que você preferiu. Guarde o protocolo para falar sobre este pedido.`,
  protocol: "Protocolo",
  newRequest: "Enviar outro pedido",
  failed: "Não foi possível enviar agora. Tente novamente.",
  /** The rate limits' answer to the form sent without JavaScript, which cannot count the wait. */
  plainLimit: "Muitos pedidos enviados. Aguarde alguns minutos e tente novamente.",
  fixFields: "Confira os campos indicados abaixo.",
  errors: {
    name: "Informe seu nome completo.",
    nameTooLong: "O nome tem no máximo 120 caracteres.",
    nameCharacters: "Use apenas letras no nome.",
    email: "Informe um e-mail válido, como nome@exemplo.com.br.",
    phone: "Informe um telefone válido com DDD.",
    whatsappNeedsMobile: "Para contato por WhatsApp, informe um celular com DDD.",
    cpf: "CPF inválido. Confira os números.",
    preferredContact: "Escolha como prefere ser contatado.",
    dealer: "Escolha uma concessionária.",
    unknownDealer: "Concessionária não encontrada.",
    consent: "É preciso aceitar os termos para enviar.",
    unknownOffer: "Oferta não encontrada.",
    unknownPlan: "Plano de assinatura não encontrado.",
    notSellingDealer: "Esta concessionária não atende esta oferta. Escolha outra.",
    credentials: "Credenciais do concessionário inválidas.",
    token: "Token de acesso do concessionário ausente, inválido ou expirado.",
    leadNotFound: "Lead não encontrado.",
    clientCredentials: "Informe client_id e client_secret.",
    clientId: "Informe client_id.",
    clientSecret: "Informe client_secret.",
  },
  /** The 429 of each rate limit (decision 019); the wait is added to it. */
  rateLimits: {
    leadsPerAddress: "Muitos pedidos enviados desta conexão.",
    leadsPerEmail: "Muitos pedidos enviados com este e-mail.",
    tokenPerAddress: "Muitas tentativas de obter token desta conexão.",
    tokenPerClient: "Muitos tokens emitidos para este client_id.",
  },
} as const;
