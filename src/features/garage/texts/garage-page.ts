import { garageActionTexts } from "./garage-actions";
import { openRecallTexts } from "./open-recalls";
import { removeDialogTexts } from "./remove-dialog";
import { vehicleIdentityTexts } from "./vehicle-identity";

export const garagePageTexts = {
  ...garageActionTexts,
  ...removeDialogTexts,
  ...vehicleIdentityTexts,
  title: "Minha garagem",
  views: {
    servicos: "Revisões e Serviços",
    meuveiculo: "Dados do veículo",
    concessionaria: "Minha concessionária",
  },
  addVehicle: "Adicionar veículo",
  emptyTitle: "Sua garagem está vazia",
  emptyText:
    "Cadastre seu Volkswagen pelo chassi ou pela placa para ver as revisões, agendar serviços e escolher sua concessionária.",
  signedOutTitle: "Entre para ver sua garagem",
  signedOutText: "Sua garagem mostra seus veículos, as próximas revisões e sua concessionária.",
  signIn: "Entrar ou cadastrar",
  registered: "Cadastro concluído: seu veículo já está na sua garagem.",
  registeredWithoutVehicle:
    "Cadastro concluído. Quando quiser, adicione seu Volkswagen pelo chassi ou pela placa.",
  upcoming: "Próximas revisões",
  reminderNote:
    "Avisamos por e-mail um mês antes de cada revisão ou 1.000 km antes, o que vier primeiro.",
  reminderSettings: "Mudar em Minha conta",
  remindersOff: "Os avisos de revisão por e-mail estão desligados.",
  remindersOn: "Ligar em Minha conta",
  revision: (n: number) => `${n}ª revisão`,
  dueBy: (date: string, km: string) => `Até ${date} ou ${km} km, o que vier primeiro`,
  overdue: "Atrasada",
  booked: "Agendada",
  bookedFor: (when: string) => `Agendada para ${when}.`,
  seeBooking: (n: number) => `Ver agendamento da ${n}ª revisão`,
  scheduleLabel: (n: number) => `Agendar ${n}ª revisão`,
  planDone: "Todas as revisões do plano foram feitas. Agende serviços adicionais quando precisar.",
  history: "Histórico de serviços",
  historyEmpty: "Nenhuma revisão registrada ainda.",
  /** Revisions before the one due now that the history does not hold: the plan moved past them. */
  missingRevisions: (missing: number, first: number) =>
    missing === 1
      ? `A ${first}ª revisão não consta no histórico do veículo. Se ela já foi feita, peça a correção à concessionária.`
      : `${missing} revisões anteriores não constam no histórico do veículo. Se já foram feitas, peça a correção à concessionária.`,
  askCorrection: "Corrigir uma revisão realizada",
  correctionPending: (revision: number, dealer: string) =>
    `Seu pedido de correção da ${revision}ª revisão está em análise na concessionária ${dealer}.`,
  seeCorrection: (protocol: string) => `Ver pedido ${protocol}`,
  historyItem: (date: string, km: string, dealer: string | null) =>
    dealer
      ? `Revisão em ${date}, com ${km} km, na concessionária ${dealer}`
      : `Revisão em ${date}, com ${km} km`,
  vehicleData: "Dados do veículo",
  model: "Modelo",
  version: "Versão",
  modelYear: "Ano-modelo",
  sellingDealer: "Concessionária vendedora",
  renavamMissing: "Não informado",
  mileageNow: "Quilometragem",
  mileageReadAt: (date: string) => `Atualizada em ${date}`,
  dealerTitle: "Minha concessionária",
  dealerNone: "Você ainda não escolheu uma concessionária favorita.",
  chooseDealer: "Escolher concessionária",
  changeDealer: "Trocar concessionária",
  map: "Ver no mapa",
  phone: "Telefone",
  whatsapp: "WhatsApp",
  hours: "Horário de atendimento",
  closed: "Fechado",
  weekdays: ["Domingo", "Segunda", "Terça", "Quarta", "Quinta", "Sexta", "Sábado"],
  recall: openRecallTexts,
} as const;
