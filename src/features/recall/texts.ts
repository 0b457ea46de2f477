export const recallTexts = {
  title: "Recall",
  metaTitle: "Recall: consulte pelo chassi",
  /** While the look-up is off (its flag), the page lists the campaigns and how to check. */
  metaTitleWithoutLookup: "Recall: campanhas de chamamento",
  descriptionWithoutLookup:
    "Veja as campanhas de recall Volkswagen em andamento e como saber se o seu veículo é afetado.",
  description:
    "Consulte pelo chassi se o seu Volkswagen tem recall pendente e agende o reparo gratuito em uma concessionária.",
  intro: "Recall é o chamamento gratuito para corrigir um defeito que pode afetar a sua segurança.",
  lookupIntro: "Consulte pelo chassi e agende o atendimento.",
  form: {
    label: "Chassi do veículo",
    hint: "17 letras e números, como no documento do veículo (CRLV). O chassi não usa I, O e Q.",
    submit: "Consultar",
  },
  result: {
    heading: "Resultado da consulta",
    // A registry version is usually named with its model ("Nivus GTS 250 TSI"): said once.
    vehicle: (model: string, version: string, year: number) =>
      `${version.startsWith(`${model} `) ? version : `${model} ${version}`} ${year}`,
    vinLabel: "Chassi",
    noneOpen: "Nenhum recall pendente",
    noneOpenDetail: "Este veículo não tem campanhas de recall pendentes.",
    openCount: (count: number) =>
      count === 1 ? "1 recall pendente" : `${count} recalls pendentes`,
    notFound: "Chassi não encontrado",
    notFoundGuidance: [
      "Confira se digitou os 17 caracteres exatamente como no documento do veículo (CRLV), na base do para-brisa ou na etiqueta da porta.",
      "Se o chassi estiver correto, o veículo pode não constar no cadastro da rede brasileira: leve o documento a uma concessionária Volkswagen ou ligue para a Central de Relacionamento, 0800 019 5775.",
    ],
    completedHeading: "Campanhas realizadas",
    completedOn: (date: string, dealer: string) => `Realizada em ${date} por ${dealer}`,
  },
  campaign: {
    number: (number: string) => `Campanha ${number}`,
    component: "Componente",
    risk: "Risco",
    remedy: "Reparo",
    repairTime: "Tempo de reparo",
    startsOn: "Início da campanha",
    schedule: "Agendar atendimento",
    scheduleLabel: (number: string) => `Agendar atendimento da campanha ${number}`,
    bookedFor: (when: string) => `Reparo agendado para ${when}.`,
    seeBooking: "Ver o agendamento",
    seeBookingLabel: (number: string) => `Ver o agendamento do reparo da campanha ${number}`,
    affected: "Veículos envolvidos",
    listedVins: (count: number) =>
      count === 1
        ? "1 veículo identificado pelo chassi"
        : `${count} veículos identificados pelo chassi`,
  },
  owner: {
    heading: "Seus veículos",
    intro: "A situação de recall de cada veículo da sua garagem.",
    none: "Você ainda não tem veículos na garagem. Consulte pelo chassi abaixo.",
  },
  campaigns: {
    heading: "Campanhas de recall em andamento",
    intro: "Todas as campanhas abertas. O reparo é gratuito e não tem prazo para ser feito.",
  },
  howTo: {
    heading: "Como saber se o seu veículo tem recall",
    steps: [
      "Tenha em mãos o chassi do veículo: ele está no documento (CRLV), na base do para-brisa e na etiqueta da coluna da porta.",
      "Ligue para a Central de Relacionamento Volkswagen, 0800 019 5775 (segunda a sexta, das 8h às 20h; sábado, das 8h às 14h), ou procure qualquer concessionária Volkswagen.",
      "Se houver campanha pendente, a concessionária agenda o reparo, sem custo, com a peça reservada para o seu veículo.",
    ],
  },
  api: {
    token: "Token de acesso do recall ausente, inválido ou expirado.",
    notFound: "Chassi não encontrado.",
    unknownCampaign: "Campanha de recall não encontrada.",
    campaignFormat: "Informe o número da campanha (por exemplo, 97AK).",
  },
  /** The 429 of each rate limit (decision 019); the wait is added to it. */
  rateLimits: {
    lookup: "Muitas consultas de chassi feitas desta conexão.",
  },
} as const;
