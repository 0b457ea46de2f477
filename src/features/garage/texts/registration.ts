export const registrationTexts = {
  title: "Cadastro",
  stepOf: (step: number, max: number) => `Etapa ${step} de ${max}`,
  next: "Continuar",
  back: "Voltar",
  cancel: "Cancelar",
  restart: "Recomeçar",
  finish: "Concluir cadastro",
  personalIntro: (name: string) =>
    `Olá, ${name}! Confira seus dados e conte como quer cadastrar seu Volkswagen.`,
  pathQuestion: "Como você quer cadastrar o veículo?",
  quickPath: "Tenho o chassi ou a placa à mão",
  quickPathHint: "Quatro etapas: buscar, confirmar e escolher a concessionária.",
  longPath: "Quero ajuda para encontrar os dados",
  longPathHint:
    "Seis etapas: mostramos onde estão os dados e você completa RENAVAM e quilometragem.",
  addIntro: "Adicione mais um Volkswagen à sua garagem.",
  noVehicleTitle: "Sua garagem ainda não tem veículo",
  findDataTitle: "Onde encontrar os dados do veículo",
  noVehicleText:
    'Para cadastrar, tenha em mãos o documento do veículo (CRLV). O chassi tem 17 caracteres e aparece no campo "Chassi"; a placa, no campo "Placa"; o RENAVAM, com 11 dígitos, no campo "Código RENAVAM".',
  withoutVehicleTitle: "Não encontrou o veículo ou ainda não tem um Volkswagen?",
  withoutVehicleText:
    "Conclua o cadastro escolhendo sua concessionária. Você adiciona o veículo depois, pela garagem, e já pode agendar serviços informando o modelo e o ano.",
  withoutVehicle: "Concluir sem veículo",
  search: "Buscar veículo",
  searching: "Buscando…",
  completeIntro: "Complete as informações do veículo. Você pode alterar depois na garagem.",
  confirmIntro: "Confira se este é o seu veículo:",
  confirm: "Confirmar veículo",
  notMine: "Não é este",
  alreadyYoursGoOn:
    "Este veículo já está na sua garagem. Continue para concluir o cadastro com ele.",
  transferAsk: "Pedir transferência",
  transferSent:
    "Pedido de transferência registrado. Avisaremos o proprietário atual; enquanto isso, você pode cadastrar outro veículo.",
  dealerIntro: "Escolha sua concessionária favorita para revisões e atendimento.",
  dealerSearch: "Buscar concessionária por nome ou cidade",
  dealerNear: "Concessionárias perto de você",
  choose: "Escolher",
  chosen: "Escolhida",
} as const;
