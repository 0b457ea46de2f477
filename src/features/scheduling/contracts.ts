import { z } from "zod";
import { requireOwnerCall } from "@/features/identity/server";
import { dealerFeedQuery, type RouteContract } from "@/lib/http";
import {
  bookingBodySchema,
  bookingBodyMaxBytes,
  bookingDraftSchema,
  claimBodySchema,
  mileageQuerySchema,
} from "./domain/booking-schema";
import { maxMileageKm } from "@/lib/odometer";
import { claimTexts } from "./claim-texts";
import { dealerTimeZones } from "./domain/dealer-time-zone";
import { hasNoControlCharacter } from "./domain/text-rules";
import { schedulingTexts } from "./texts";
import { visitOutcomeTexts } from "./visit-outcome-texts";

const t = schedulingTexts.errors;
const money = z.number().describe("reais");
const modelCode = z.string().min(2).max(10);
const dealerCode = z.string().min(1).max(10);

const revisionPackageSchema = z.object({
  revisionNumber: z.number().int(),
  dueKm: z.number().int(),
  dueMonths: z.number().int(),
  durationMinutes: z.number().int(),
  region: z.string(),
  price: money.describe("preço final: peças, mão de obra e itens obrigatórios"),
  partsPrice: money,
  labourPrice: money,
  mandatoryItems: z.array(z.object({ description: z.string(), price: money })),
  checkedItems: z.array(z.string()),
});

export const additionalServicesContract = {
  method: "GET",
  path: "/api/v1/service-package/additional",
  summary:
    "Serviços adicionais (preço 0 = preço sob consulta); com modelCode, só os oferecidos para o modelo",
  tag: "Agendamento",
  auth: "api-key",
  query: z.object({ modelCode: modelCode.optional() }),
  errors: [404],
  response: z.object({
    services: z.array(
      z.object({
        code: z.string(),
        name: z.string(),
        description: z.string(),
        serviceType: z.string(),
        price: money,
        priceOnRequest: z.boolean(),
        durationMinutes: z.number().int(),
        powertrain: z.enum(["all", "combustion", "electric"]),
      }),
    ),
  }),
} satisfies RouteContract;

const yearOrRegionParams = {
  modelCode,
  modelYearOrRegion: z
    .string()
    .min(2)
    .max(20)
    .describe("ano modelo (2024), UF (SP) ou região (Sudeste)"),
};

export const availableMaintenanceContract = {
  method: "GET",
  path: "/api/v1/service-package/maintenance/available/{modelCode}/{modelYearOrRegion}",
  summary: "Plano de revisões do modelo com preço fechado na região",
  tag: "Agendamento",
  auth: "api-key",
  params: z.object(yearOrRegionParams),
  errors: [404],
  response: z.object({
    modelCode: z.string(),
    modelName: z.string(),
    region: z.string(),
    packages: z.array(revisionPackageSchema),
  }),
} satisfies RouteContract;

export const detailedMaintenanceContract = {
  method: "GET",
  path: "/api/v1/service-package/maintenance/detailed/{modelCode}/{modelYearOrRegion}/{revisionNumber}",
  summary: "Uma revisão do plano: preço final, itens obrigatórios, itens verificados e duração",
  tag: "Agendamento",
  auth: "api-key",
  params: z.object({
    ...yearOrRegionParams,
    revisionNumber: z.coerce
      .number({ error: t.revisionNumber })
      .int(t.revisionNumber)
      .min(1, t.revisionNumber)
      .max(10, t.revisionNumber),
  }),
  errors: [404, 422],
  response: revisionPackageSchema.extend({ modelCode: z.string(), modelName: z.string() }),
} satisfies RouteContract;

export const revisionNumberContract = {
  method: "GET",
  path: "/api/v1/service-package/revision/number",
  summary: "Qual revisão fazer agora: a cada 12 meses ou 10.000 km, o que vier primeiro",
  tag: "Agendamento",
  auth: "api-key",
  query: z.object({
    soldOn: z.iso.date({ error: "Informe a data da venda no formato AAAA-MM-DD." }),
    mileageKm: mileageQuerySchema,
    lastDoneRevision: z.coerce.number().int().min(0).max(10).default(0),
  }),
  response: z.object({
    revisionNumber: z.number().int(),
    dueDate: z.string(),
    dueKm: z.number().int(),
  }),
} satisfies RouteContract;

export const serviceOffersContract = {
  method: "GET",
  path: "/api/v1/service-package/offers/{modelCodeId}/{dealerCode}",
  summary: "Ofertas de serviço vigentes para o modelo na concessionária, com selo",
  tag: "Agendamento",
  auth: "api-key",
  params: z.object({ modelCodeId: modelCode, dealerCode }),
  errors: [404],
  response: z.object({
    offers: z.array(
      z.object({
        slug: z.string(),
        title: z.string(),
        description: z.string(),
        serviceCode: z.string().nullable(),
        revisionNumber: z.number().int().nullable(),
        discountPercent: z.number().int(),
        freeOffer: z.boolean(),
        badge: z.object({ code: z.string(), label: z.string(), tone: z.string() }),
        validUntil: z.string(),
      }),
    ),
  }),
} satisfies RouteContract;

export const badgesContract = {
  method: "GET",
  path: "/api/v1/badges",
  summary: "Selos das ofertas de serviço",
  tag: "Agendamento",
  auth: "api-key",
  response: z.object({
    badges: z.array(z.object({ code: z.string(), label: z.string(), tone: z.string() })),
  }),
} satisfies RouteContract;

export const slotSchema = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  time: z.string().describe("HH:mm no fuso da concessionária (timeZone)"),
  shift: z.enum(["Manhã", "Tarde"]),
  consultantId: z.number().int(),
  consultantName: z.string(),
  consultantDocumentNumber: z.string(),
});

export const dealerCalendarContract = {
  method: "GET",
  path: "/api/v2/calendar/dealer/{dealerCode}/{date}",
  summary:
    "Horários livres do dia na concessionária, no fuso dela (timeZone: America/Sao_Paulo, ou America/Rio_Branco, America/Manaus, America/Porto_Velho, America/Boa_Vista, America/Cuiaba, America/Campo_Grande conforme a UF), com consultor e turno; first=true responde o primeiro dia com horário disponível a partir da data",
  tag: "Agendamento",
  auth: "api-key",
  params: z.object({
    dealerCode,
    // A year the calendar can hold: the days past and beyond the horizon are answered closed.
    date: z.iso
      .date({ error: t.date })
      .refine((day) => day >= "2000-01-01" && day <= "2099-12-31", t.dateRange),
  }),
  query: z.object({
    first: z.enum(["true", "false"]).default("false"),
    // The wizard of a signed-in owner: their own live hold counts as free and is named.
    ownHold: z.enum(["true", "false"]).default("false"),
    // A signed-in owner moving their confirmed booking: it leaves its shift's count, so the other
    // times of a full shift are offered (the reschedule's own check counts the shift the same way).
    moving: z.string().min(1).max(64).optional(),
  }),
  errors: [404],
  response: z.object({
    dealerCode: z.string(),
    date: z.string(),
    timeZone: z.enum(dealerTimeZones).describe("fuso IANA da concessionária, pela UF"),
    closedReason: z.enum(["past", "beyond_horizon", "holiday", "closed"]).nullable(),
    holiday: z.string().nullable(),
    slots: z.array(slotSchema),
    ownHold: z
      .object({
        id: z.string(),
        consultantId: z.number(),
        startsAt: z.string(),
        holdExpiresAt: z.string(),
      })
      .nullable(),
  }),
} satisfies RouteContract;

const serviceViewSchema = z.object({
  itemListId: z.string(),
  code: z.string(),
  name: z.string(),
  serviceType: z.string(),
  price: money,
  freeOffer: z.boolean(),
  priceOnRequest: z.boolean(),
  mandatoryItems: z.array(z.object({ description: z.string(), price: money })),
  recallCampaign: z.string().nullable(),
});

export const bookingViewSchema = z.object({
  id: z.string(),
  protocol: z.string(),
  status: z.enum(["held", "confirmed", "cancelled"]),
  flowType: z.string(),
  origin: z.string(),
  vehicle: z.object({
    vehicleId: z.number().int().nullable(),
    modelCode: z.string(),
    modelName: z.string(),
    modelYear: z.number().int(),
    plate: z.string().nullable(),
    vin: z.string().nullable(),
    mileageKm: z.number().int(),
  }),
  dealer: z.object({
    code: z.string(),
    name: z.string(),
    address: z.string(),
    city: z.string(),
    stateCode: z.string(),
    phone: z.string(),
    timeZone: z
      .enum(dealerTimeZones)
      .describe("fuso IANA da concessionária, pela UF: startsAt e endsAt se leem nele"),
  }),
  consultant: z.object({ id: z.number().int(), name: z.string(), documentNumber: z.string() }),
  startsAt: z.string(),
  endsAt: z.string(),
  shift: z.enum(["Manhã", "Tarde"]),
  services: z.array(serviceViewSchema),
  total: money.describe("total a pagar; priceOnRequest indica serviços orçados na concessionária"),
  priceOnRequest: z.boolean(),
  contact: z
    .object({
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      preference: z.number().int(),
    })
    .nullable(),
  mailedTo: z
    .string()
    .nullable()
    .describe("e-mail verificado da conta, que recebe as mensagens do agendamento"),
  additionalInformation: z.string().nullable(),
  photoCount: z.number().int(),
  holdExpiresAt: z.string().nullable(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  outcome: z
    .enum(["completed", "no_show"])
    .nullable()
    .describe("o que a concessionária registrou do atendimento, depois do horário"),
  outcomeAt: z.string().nullable(),
  completedMileageKm: z.number().int().nullable().describe("km lidos no atendimento concluído"),
});

/**
 * A booking as its dealer reads it: the contact the owner chose for the dealer, not the account's
 * own address, which only the booking's mails use (decision 062).
 */
export const dealerBookingViewSchema = bookingViewSchema.omit({ mailedTo: true });

export const createBookingContract = {
  method: "POST",
  path: "/api/v1/booking",
  summary:
    "Confirma um agendamento do dono da sessão (a reserva de holdId, ou um horário livre). Preços calculados pelo catálogo. 409 'Horário indisponível' traz freeSlots. A reserva vale o aviso mínimo de 2 horas contado de quando foi feita, até expirar. Repetir a confirmação do mesmo horário e veículo responde o agendamento já feito. Aceita Idempotency-Key.",
  tag: "Agendamento",
  auth: "owner",
  session: requireOwnerCall,
  body: bookingBodySchema,
  maxBodyBytes: bookingBodyMaxBytes,
  idempotent: true,
  errors: [401, 404, 409, 422],
  response: bookingViewSchema,
} satisfies RouteContract;

export const listBookingsContract = {
  method: "GET",
  path: "/api/v1/booking",
  summary: "Agendamentos do dono da sessão, do mais recente ao mais antigo",
  tag: "Agendamento",
  auth: "owner",
  session: requireOwnerCall,
  errors: [401],
  response: z.object({ bookings: z.array(bookingViewSchema) }),
} satisfies RouteContract;

export const holdSlotContract = {
  method: "POST",
  path: "/api/v1/booking/hold",
  summary:
    "Reserva o horário por 10 minutos enquanto o dono confirma; 409 'Horário indisponível' traz freeSlots",
  tag: "Agendamento",
  auth: "owner",
  session: requireOwnerCall,
  body: bookingDraftSchema,
  maxBodyBytes: bookingBodyMaxBytes,
  errors: [401, 404, 409, 422],
  response: bookingViewSchema,
} satisfies RouteContract;

const bookingIdParams = z.object({ id: z.string().min(1).max(64) });

export const getBookingContract = {
  method: "GET",
  path: "/api/v1/booking/{id}",
  summary: "Um agendamento do dono da sessão; de outra pessoa é 404",
  tag: "Agendamento",
  auth: "owner",
  session: requireOwnerCall,
  params: bookingIdParams,
  errors: [401, 404],
  response: bookingViewSchema,
} satisfies RouteContract;

export const rescheduleBookingContract = {
  method: "PATCH",
  path: "/api/v1/booking/{id}",
  summary: "Remarca um agendamento confirmado e não iniciado para outro horário livre",
  tag: "Agendamento",
  auth: "owner",
  session: requireOwnerCall,
  params: bookingIdParams,
  body: z.object({
    consultantId: z.number().int().positive(),
    startsAt: z.iso.datetime({ error: t.startsAt, offset: true }),
  }),
  errors: [401, 404, 409, 422],
  response: bookingViewSchema,
} satisfies RouteContract;

export const cancelBookingContract = {
  method: "DELETE",
  path: "/api/v1/booking/{id}",
  summary: "Cancela um agendamento que ainda não começou; um iniciado é recusado com o motivo",
  tag: "Agendamento",
  auth: "owner",
  session: requireOwnerCall,
  params: bookingIdParams,
  query: z.object({ reason: z.string().max(300).optional() }),
  errors: [401, 404, 422],
  response: bookingViewSchema,
} satisfies RouteContract;

export const serviceClaimContract = {
  method: "POST",
  path: "/api/v1/claim/service",
  summary:
    "Pede a correção de uma revisão realizada (correction_revision). Aceita Idempotency-Key.",
  tag: "Agendamento",
  auth: "owner",
  session: requireOwnerCall,
  body: claimBodySchema,
  idempotent: true,
  errors: [401, 404, 409],
  response: z.object({
    protocol: z.string(),
    createdAt: z.string(),
    dealer: z.object({ code: z.string(), name: z.string() }),
    modelName: z.string(),
    revisionNumber: z.number().int(),
  }),
} satisfies RouteContract;

export const dealerBookingsContract = {
  method: "GET",
  path: "/api/v1/dealers/bookings",
  summary:
    "Agendamentos confirmados e cancelados da concessionária dona do token (Authorization: Bearer), do atendimento mais próximo ao mais distante a partir de since",
  description:
    "É a agenda da concessionária, ordenada pelo horário do atendimento, não pela hora em que foi marcado: um agendamento novo, remarcado ou cancelado pode estar antes do último horário já lido. Por isso, cada leitura começa de agora (since com o instante atual, ou o início do dia) e percorre as páginas até o fim; since com o horário do último item vale só para a página seguinte da mesma leitura.",
  tag: "Concessionárias",
  auth: "api-key",
  callers: ["dealer"],
  query: z
    .object({
      ...dealerFeedQuery,
      after: z
        .uuid({ error: "after deve ser o id de um agendamento." })
        .optional()
        .describe(
          "O id do último agendamento recebido, com since no instante dele: os daquele instante até ele não voltam, e nenhum do mesmo horário fica de fora, por menor que seja o limit.",
        ),
    })
    // Alone, after would page nothing: a loop sending it without since would read the first
    // page forever.
    .refine((query) => query.after === undefined || query.since !== undefined, {
      error: "after só vale com since: envie também o instante do último agendamento recebido.",
      path: ["after"],
    }),
  response: z.object({ bookings: z.array(dealerBookingViewSchema) }),
} satisfies RouteContract;

const claimStatus = z.enum(["received", "accepted", "declined", "withdrawn"], {
  error: claimTexts.errors.status,
});
const claimProtocolParams = z.object({ protocol: z.string().min(1).max(40) });

const ownerClaimSchema = z.object({
  protocol: z.string(),
  revisionNumber: z.number().int(),
  servicePerformedDate: z.string(),
  revisionOdometer: z.number().int(),
  submittedOdometer: z
    .number()
    .int()
    .nullable()
    .describe("a quilometragem informada, quando a concessionária aceitou com a do seu registro"),
  description: z.string(),
  plate: z.string().nullable(),
  dealerName: z.string(),
  modelName: z.string(),
  status: claimStatus,
  createdAt: z.string(),
  settledAt: z.string().nullable().describe("quando a concessionária decidiu ou o dono retirou"),
  dealerNote: z.string().nullable().describe("a mensagem da concessionária ao decidir"),
});

export const ownerClaimsContract = {
  method: "GET",
  path: "/api/v1/claim/service",
  summary:
    "Pedidos de correção do proprietário, do mais novo ao mais antigo, com a situação de cada um",
  tag: "Agendamento",
  auth: "owner",
  session: requireOwnerCall,
  errors: [401],
  response: z.object({ claims: z.array(ownerClaimSchema) }),
} satisfies RouteContract;

export const withdrawClaimContract = {
  method: "DELETE",
  path: "/api/v1/claim/service/{protocol}",
  summary:
    "Retira um pedido de correção que a concessionária ainda não analisou; um já decidido é recusado (409)",
  tag: "Agendamento",
  auth: "owner",
  session: requireOwnerCall,
  params: claimProtocolParams,
  errors: [401, 404, 409],
  response: ownerClaimSchema,
} satisfies RouteContract;

const dealerClaimSchema = z.object({
  protocol: z.string(),
  createdAt: z.string(),
  status: claimStatus,
  settledAt: z.string().nullable(),
  dealerNote: z.string().nullable(),
  dealerCode: z.string(),
  revisionNumber: z.number().int(),
  servicePerformedDate: z.string(),
  revisionOdometer: z.number().int(),
  submittedOdometer: z.number().int().nullable(),
  description: z.string(),
  vehicle: z.object({
    modelCode: z.string(),
    modelName: z.string(),
    plate: z.string().nullable(),
    vin: z
      .string()
      .nullable()
      .describe("chassi do veículo da garagem; nulo quando o pedido nomeia o modelo"),
  }),
  owner: z.object({ name: z.string().nullable() }),
});

export const dealerClaimsContract = {
  method: "GET",
  path: "/api/v1/dealers/claims",
  summary:
    "Pedidos de correção de revisão da concessionária dona do token (Authorization: Bearer), do mais antigo ao mais novo; status=received é a fila a analisar",
  tag: "Concessionárias",
  auth: "api-key",
  callers: ["dealer"],
  query: z.object({
    status: claimStatus.optional(),
    ...dealerFeedQuery,
  }),
  response: z.object({ claims: z.array(dealerClaimSchema) }),
} satisfies RouteContract;

export const dealerClaimContract = {
  method: "GET",
  path: "/api/v1/dealers/claims/{protocol}",
  summary: "Um pedido de correção da concessionária dona do token; de outra concessionária é 404",
  tag: "Concessionárias",
  auth: "api-key",
  callers: ["dealer"],
  params: claimProtocolParams,
  errors: [404],
  response: dealerClaimSchema,
} satisfies RouteContract;

const dealerNote = z
  .string()
  .trim()
  .min(10, claimTexts.errors.noteLength)
  .max(500, claimTexts.errors.noteLength)
  .refine(hasNoControlCharacter, claimTexts.errors.noteLength);

export const decideClaimContract = {
  method: "PATCH",
  path: "/api/v1/dealers/claims/{protocol}",
  summary:
    "A concessionária aceita o pedido (a revisão entra no histórico do veículo) ou o recusa com o motivo; o proprietário recebe um e-mail. Um pedido já decidido ou retirado é recusado (409). Aceita Idempotency-Key.",
  tag: "Concessionárias",
  auth: "api-key",
  callers: ["dealer"],
  params: claimProtocolParams,
  body: z
    .object({
      decision: z.enum(["accepted", "declined"], { error: claimTexts.errors.decision }),
      note: dealerNote
        .optional()
        .describe("obrigatória ao recusar: o motivo, que o proprietário lê"),
      revisionOdometer: z
        .number({ error: claimTexts.errors.odometer })
        .int(claimTexts.errors.odometer)
        .min(0, claimTexts.errors.odometer)
        .max(maxMileageKm, claimTexts.errors.odometer)
        .optional()
        .describe(
          "só ao aceitar: a quilometragem do registro da concessionária, quando difere da informada pelo proprietário",
        ),
    })
    .strict()
    .refine((body) => body.decision === "accepted" || body.note !== undefined, {
      message: claimTexts.errors.declineNote,
      path: ["note"],
    })
    .refine((body) => body.decision === "accepted" || body.revisionOdometer === undefined, {
      message: claimTexts.errors.odometerOnDecline,
      path: ["revisionOdometer"],
    }),
  idempotent: true,
  errors: [404, 409],
  response: dealerClaimSchema,
} satisfies RouteContract;

export const dealerBookingOutcomeContract = {
  method: "PATCH",
  path: "/api/v1/dealers/bookings/{id}",
  summary:
    "A concessionária registra o resultado de um atendimento já iniciado: completed com a quilometragem lida (a revisão entra no histórico do veículo e o recall feito deixa de estar pendente) ou no_show. Registrado uma vez (409 depois). Aceita Idempotency-Key.",
  tag: "Concessionárias",
  auth: "api-key",
  callers: ["dealer"],
  params: bookingIdParams,
  body: z.discriminatedUnion(
    "outcome",
    [
      z
        .object({
          outcome: z.literal("completed"),
          mileageKm: z
            .number({ error: visitOutcomeTexts.errors.mileage })
            .int(visitOutcomeTexts.errors.mileage)
            .min(0, visitOutcomeTexts.errors.mileage)
            .max(maxMileageKm, visitOutcomeTexts.errors.mileage),
        })
        .strict(),
      z.object({ outcome: z.literal("no_show") }).strict(),
    ],
    { error: visitOutcomeTexts.errors.outcome },
  ),
  idempotent: true,
  errors: [404, 409, 422],
  response: dealerBookingViewSchema,
} satisfies RouteContract;
