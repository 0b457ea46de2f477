import type { FlowType } from "./domain/flows";
import { bookingActionTexts } from "./booking-action-texts";
import { calendarNoteTexts } from "./calendar-note-texts";
import { resumeBookingTexts } from "./resume-booking-texts";
import { timeZoneTexts } from "./time-zone-texts";
import { typedVehicleTexts } from "./typed-vehicle-texts";
import { vehicleStepTexts } from "./vehicle-step-texts";
import { wizardTexts } from "./wizard-texts";

/**
 * pt-BR texts of scheduling: pages, steps and the booking API's errors. The e-mails' and some
 * refusals' texts, read by the server alone, live apart so the wizard's script does not carry them.
 */
export const schedulingTexts = {
  ...wizardTexts,
  ...resumeBookingTexts,
  ...vehicleStepTexts,
  ...typedVehicleTexts,
  ...bookingActionTexts,
  ...calendarNoteTexts,
  ...timeZoneTexts,
  recallTitle: (number: string) => `Reparo gratuito da campanha de recall ${number}`,
  homeIntro:
    "Agende a revisão, um serviço ou um reparo na concessionária Volkswagen de sua preferência, com preço fechado e horário garantido.",
  chooseVehicle: "Escolha o veículo",
  homeNoVehicles:
    "Você ainda não tem veículos cadastrados: informe o modelo e o ano na primeira etapa.",
  homeVisitor:
    "Sem cadastro? Informe o modelo e o ano na primeira etapa; para confirmar, entre na sua conta.",
  servicesLegend: {
    periodic_revision: "Escolha os serviços (opcional na revisão)",
    additional_services: "Escolha os serviços",
    recall: "Aproveite a visita: serviços adicionais (opcional)",
  } as Partial<Record<string, string>>,
  servicesLegendOther: "Escolha os serviços (opcional)",
  mileage: "Quilometragem atual (km)",
  mileageNeeded: "Informe a quilometragem atual do veículo para continuar.",
  /** The garage's reading is old (domain/mileage-age.ts): the owner confirms or corrects it. */
  mileageOld: (day: string) =>
    `Esta quilometragem é de ${day.split("-").reverse().join("/")}. Confira o valor atual no painel do veículo e corrija-o ou confirme-o para continuar.`,
  mileageConfirm: (km: string) => `Confirmo que o painel mostra ${km} km`,
  chooseFlow: "O que você precisa?",
  flowHints: {
    periodic_revision: "Preço fechado com peças, mão de obra e todos os itens obrigatórios.",
    additional_services: "Alinhamento, freios, ar-condicionado e mais.",
    report_inconvenience: "Conte o que está acontecendo e envie fotos, se quiser.",
    recall: "Agende o reparo gratuito de uma campanha de recall.",
    schedule_resume: "Retome o agendamento que você começou.",
    correction_revision: "Uma revisão feita não aparece ou está com dados errados.",
  } satisfies Record<FlowType, string>,
  start: "Começar",
  loginToBook: "Entre na sua conta para confirmar o agendamento.",
  login: "Entrar para agendar",
  dueRevision: (n: number) => `A revisão indicada para o seu veículo é a ${n}ª.`,
  revisionTitle: (n: number) => `${n}ª revisão`,
  revisionKm: (km: number) =>
    `${km.toLocaleString("pt-BR")} km ou ${Math.round(km / 10_000) * 12} meses`,
  fullPrice: "Preço final",
  priceIncludes: "Inclui peças, mão de obra e todos os itens obrigatórios.",
  labour: "Mão de obra",
  /** 1h, 1h05, 1h30: the minutes after the hour read as on a clock. */
  duration: (minutes: number) =>
    minutes >= 60
      ? `Duração estimada: ${Math.floor(minutes / 60)}h${
          minutes % 60 ? String(minutes % 60).padStart(2, "0") : ""
        }`
      : `Duração estimada: ${minutes} min`,
  checkedItems: "Itens verificados",
  mandatoryItems: "Peças e itens obrigatórios",
  favouriteDealer: "Sua concessionária favorita",
  priceOnRequest: "Preço sob consulta",
  /** A total that does not hold the services the dealer prices at the reception. */
  totalWithPriceOnRequest: (total: string) => `${total} + preço sob consulta`,
  /** The line a problem report books, before the booking names it from the catalogue. */
  diagnosisService: "Diagnóstico de inconveniente",
  priceOnRequestNote:
    "Os serviços com preço sob consulta são orçados pela concessionária na recepção do veículo.",
  free: "Grátis",
  /** Read before a struck-through price, which a screen reader does not announce as struck. */
  priceBeforeOffer: "preço sem a oferta:",
  addService: (name: string) => `Adicionar ${name}`,
  removeService: (name: string) => `Remover ${name}`,
  noServices: "Nenhum serviço adicional escolhido.",
  inconvenienceLabel: "Descreva o problema",
  inconvenienceHint: "Quando acontece, barulhos, luzes no painel... (mínimo de 10 caracteres)",
  photos: "Fotos (opcional, até 3 imagens de 2 MB)",
  recallCampaign: (number: string) => `Campanha de recall nº ${number}`,
  recallNumber: "Número da campanha de recall",
  vin: (vin: string) => `Chassi ${vin}`,
  recallFree: "O reparo de recall é gratuito, sem custo de peças ou mão de obra.",
  recallChecking: "Conferindo se a campanha cobre o seu veículo…",
  recallCovered: (number: string) => `A campanha ${number} cobre o seu veículo.`,
  dealerLabel: "Concessionária",
  dealerSearch: "Estado",
  chooseDealer: "Escolha a concessionária",
  dealerDistance: (distance: string) => `${distance} de distância`,
  firstAvailable: "Primeiro horário disponível",
  noFreeSlotAhead:
    "Esta concessionária não tem horário livre nos próximos 90 dias. Volte à etapa da concessionária para escolher outra.",
  shift: "Turno",
  consultant: "Consultor(a)",
  slotHeld: (time: string) => `Horário reservado para você até ${time}.`,
  slotHeldShort: (time: string) => `Reservado até ${time}`,
  notesLabel: "Observações para a concessionária (opcional)",
  contact: "Seus dados de contato",
  name: "Nome completo",
  email: "E-mail",
  phone: "Celular com DDD",
  preference: "Como prefere ser contatado?",
  preferences: { 1: "E-mail", 2: "Telefone", 3: "WhatsApp" } as const,
  contactChannelLabel: "Contato da concessionária",
  /**
   * How the dealer reaches the owner, as chosen on the review (1 e-mail, 2 phone, 3 WhatsApp):
   * the words before the address or number, which the page sets apart so a number never breaks.
   */
  contactChannel: (preference: number) =>
    preference === 3
      ? "Por WhatsApp, no"
      : preference === 2
        ? "Por telefone, no"
        : "Por e-mail, em",
  confirm: "Confirmar agendamento",
  confirming: "Confirmando",
  performedRevision: "Número da revisão realizada",
  choose: "Selecione",
  performedDate: "Data em que foi realizada",
  performedOdometer: "Quilometragem na revisão (km)",
  claimDescription: "O que precisa ser corrigido?",
  // The send button waits for 10 characters: the hint says so before anyone wonders why.
  claimDescriptionHint:
    "Conte o que falta ou está errado no histórico, em pelo menos 10 caracteres (por exemplo, o número da nota fiscal).",
  sendClaim: "Enviar pedido de correção",
  summary: "Resumo",
  vehicleLabel: "Veículo",
  when: "Data e horário",
  servicesLabel: "Serviços",
  total: "Total a pagar",
  totalCancelled: "Total (cancelado, sem cobrança)",
  confirmationTitle: "Agendamento confirmado!",
  confirmationIntro: (email: string) =>
    `Enviamos a confirmação para ${email}. Na véspera do atendimento, enviamos um lembrete.`,
  pastTitle: "A data deste agendamento já passou",
  pastIntro: (when: string) => `O atendimento estava marcado para ${when}.`,
  protocol: "Protocolo",
  addToCalendar: "Adicionar à agenda (.ics)",
  cancelledTitle: "Agendamento cancelado",
  cancelledOn: (date: string) => `Cancelado em ${date}.`,
  cancelReasonLabel: "Motivo",
  notesSummary: "Observações",
  problemSummary: "Problema relatado",
  photosSummary: "Fotos",
  photoCount: (count: number) => (count === 1 ? "1 foto anexada" : `${count} fotos anexadas`),
  claimIntro:
    "A concessionária vai analisar e corrigir o histórico de revisões em até 5 dias úteis.",
  myBookings: "Meus agendamentos",
  noBookings: "Você não tem agendamentos.",
  noVehicleBookings: "Este veículo não tem agendamentos.",
  otherVehiclesBookings: (count: number) =>
    count === 1
      ? "1 agendamento de outro veículo seu está em"
      : `${count} agendamentos de outros veículos seus estão em`,
  upcomingBookings: "Próximos",
  otherBookings: "Anteriores e cancelados",
  bookingStatus: { held: "Reservado", confirmed: "Confirmado", cancelled: "Cancelado" },
  vehicleRemovedReason: "Veículo removido da garagem.",
  newBooking: "Agendar serviço",
  seeExistingBooking: "Ver o agendamento existente",
  seeExistingClaim: "Ver o pedido enviado",
  /** Asks again what the server could not answer (no connection, a 503). */
  retry: "Tentar novamente",
  errors: {
    unknownDealer: "Concessionária não encontrada.",
    unknownModel: "Modelo não encontrado. Escolha um modelo da lista.",
    unknownVehicle: "Veículo não encontrado.",
    unknownBooking: "Agendamento não encontrado.",
    date: "Informe a data no formato AAAA-MM-DD.",
    startsAt: "Informe o horário com data, hora e fuso, como 2026-12-01T09:00:00-03:00.",
    dateRange: "Informe uma data entre 2000 e 2099.",
    past: "Esta data ou horário já passou. Escolha um horário futuro.",
    beyond_horizon:
      "Agendamentos abrem com até 90 dias de antecedência. Escolha uma data mais próxima.",
    holiday: (name: string) => `A concessionária não atende em ${name}. Escolha outra data.`,
    closed: "A concessionária não abre neste dia. Escolha outra data.",
    outside_hours: "Este horário está fora do expediente da concessionária.",
    misaligned: "Escolha um dos horários oferecidos (a cada 30 minutos).",
    too_soon: "Agende com pelo menos 2 horas de antecedência.",
    unknown_consultant: "Este consultor não atende nesta concessionária.",
    slotTaken: "Horário indisponível",
    shiftFull: "Horário indisponível: o turno está lotado.",
    openClaimsLimit: (limit: number) =>
      `Você já tem ${limit} pedidos de correção em análise. Aguarde a resposta das concessionárias ou retire um deles para enviar outro.`,
    upcomingLimit: (limit: number) =>
      `Você já tem ${limit} agendamentos futuros. Cancele um deles ou aguarde um ser realizado para agendar outro.`,
    bookedElsewhere:
      "Você já tem um agendamento neste horário em outra concessionária. Escolha outro horário.",
    vehicleAlreadyBooked:
      "Este veículo já tem um agendamento neste horário. Escolha outro horário ou remarque o agendamento existente.",
    revisionAlreadyBooked: (revision: number, day: string) =>
      `Este veículo já tem a ${revision}ª revisão agendada para ${day}. Reagende ou cancele o agendamento existente.`,
    mileage: "A quilometragem não pode ser negativa.",
    mileageFormat: "Informe a quilometragem em quilômetros inteiros, como 45.210.",
    mileageTooHigh: "A quilometragem vai até 1.500.000 km. Confira o número digitado.",
    serviceNotOffered: (name: string) => `O serviço ${name} não é oferecido para este modelo.`,
    revisionNotOffered: "Esta revisão não faz parte do plano deste modelo.",
    noService: "Escolha ao menos um serviço.",
    /** `when` says whose clock it is on: "02/12/2026 às 08:00 (horário de Rio Branco)". */
    started: (when: string) =>
      `O atendimento começou em ${when} e não pode mais ser cancelado. Fale com a concessionária.`,
    notReschedulable: "Só agendamentos confirmados e ainda não iniciados podem ser remarcados.",
    alreadyCancelled: "Este agendamento já foi cancelado.",
    holdExpired: "O tempo de reserva do horário acabou. Escolha um horário novamente.",
    inconvenience: "Descreva o problema com pelo menos 10 caracteres.",
    photo: "Envie até 3 fotos JPEG, PNG ou WebP de até 2 MB cada.",
    recall: "Informe o número da campanha de recall.",
    recallNotCovered:
      "Esta campanha de recall não existe ou não cobre este veículo. Confira o número e os veículos envolvidos na página Recall.",
    recallRepaired: (repairedOn: string) =>
      `O reparo desta campanha de recall já foi feito neste veículo em ${repairedOn.split("-").reverse().join("/")}. Não há outro a agendar.`,
    name: "Informe seu nome completo.",
    email: "Informe um e-mail válido, como nome@exemplo.com.br.",
    phone: "Informe um celular válido com DDD, como (11) 91234-5678.",
    flow: "Tipo de agendamento inválido.",
    revisionNumber: "Informe uma revisão de 1 a 10.",
    performedDate: "A data da revisão não pode estar no futuro.",
    performedBeforeSale: (soldOn: string) =>
      `A data da revisão não pode ser anterior à venda do veículo (${soldOn.split("-").reverse().join("/")}).`,
    performedBeforeModelYear: "A data da revisão não pode ser anterior ao ano-modelo do veículo.",
    odometerAboveLaterReading: (km: string, readOn: string) =>
      `A quilometragem da revisão passa da leitura de ${km} km que o veículo tinha em ${readOn.split("-").reverse().join("/")}, depois dela. Confira o número digitado.`,
    claimDescription: "Descreva a correção com pelo menos 10 caracteres.",
    claimAlreadySent: (revision: number, protocol: string) =>
      `Você já pediu a correção da ${revision}ª revisão com esta data (protocolo ${protocol}). A concessionária vai analisar o pedido.`,
    claimAlreadyAccepted: (revision: number, protocol: string) =>
      `A concessionária já registrou a ${revision}ª revisão com esta data no histórico do veículo (protocolo ${protocol}).`,
    generic: "Não foi possível concluir agora. Tente novamente.",
    modelYearOrRegion:
      "Informe o ano modelo (ex.: 2024), a UF (ex.: SP) ou a região (ex.: Sudeste).",
    invalidValue: "Valor inválido.",
  },
};
