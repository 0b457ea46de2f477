import { z } from "zod";
import type { RouteContract } from "@/lib/http";
import { buyTypes, coverageKinds, offerKinds } from "./domain/offer";
import {
  offerFilterQuerySchema,
  offerKindQuerySchema,
  offerSortQuerySchema,
  pagingQuerySchema,
} from "./domain/offer-query";

const optionalNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number({ error: message }).min(min, message).max(max, message).optional(),
  );

/** Where the shopper is: dealer systems have no cookie, so the location travels as parameters. */
export const locationQuerySchema = z.object({
  lat: optionalNumber(-90, 90, "Latitude inválida."),
  lng: optionalNumber(-180, 180, "Longitude inválida."),
  state: z
    .string()
    .regex(/^[A-Z]{2}$/, "UF inválida: use duas letras maiúsculas (ou BR).")
    .optional(),
  city: z.string().trim().min(1).max(80, "Cidade inválida.").optional(),
});

const dealerSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  city: z.string(),
  stateCode: z.string(),
  address: z.string(),
  district: z.string(),
  phone: z.string(),
  whatsapp: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  distanceKm: z.number().describe("Distância em linha reta até a localização, em km"),
});

export const offerSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  kind: z.enum(offerKinds),
  title: z.string(),
  model: z.string(),
  modelSlug: z.string(),
  modelCode: z.string(),
  version: z.string(),
  versionCode: z.string(),
  modelYear: z.number().int(),
  category: z.number().int(),
  categoryName: z.string(),
  carName: z.string(),
  buyType: z.enum(buyTypes),
  price: z.number().describe("Preço da oferta em reais (BRL)"),
  listPrice: z.number().describe("Preço público sugerido da versão em reais (BRL)"),
  financing: z
    .object({
      downPayment: z.number(),
      installments: z.number().int(),
      installmentValue: z.number(),
      monthlyRatePercent: z.string(),
      cetMonthlyPercent: z
        .string()
        .nullable()
        .describe('CET ao mês nas condições da oferta, com tarifas e IOF ("0,46")'),
    })
    .nullable(),
  conditions: z.string(),
  highlights: z.array(z.string()),
  segments: z.array(z.string()),
  discountBand: z.object({ minPercent: z.number(), maxPercent: z.number() }).nullable(),
  coverage: z.enum(coverageKinds),
  validFrom: z.string(),
  validUntil: z.string(),
  negotiationEnabled: z.boolean(),
  campaign: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
  imgUrl: z.string(),
  imgAlt: z.string(),
  offerType: z.enum(offerKinds),
  dealerName: z.string().nullable(),
  dealer: dealerSchema.nullable(),
  absBreak: z.boolean(),
  airbag: z.number().int(),
  airConditioning: z.string(),
  eletricSteering: z.boolean(),
  hydraulicSteering: z.boolean(),
  fuelReservoir: z.string(),
  guarantee: z.string(),
  potency: z.string(),
  powerWindowAndLocks: z.boolean(),
  transmission: z.string(),
  trunk: z.string(),
  standartEquipament: z.array(z.string()),
  security: z.array(z.string()),
});

const searchQuery = offerFilterQuerySchema
  .extend(offerKindQuerySchema.shape)
  .extend(locationQuerySchema.shape)
  .extend(offerSortQuerySchema.shape);

const notFound = [404];

export const offersContract = {
  method: "GET",
  sharedCache: true,
  path: "/api/v1/offers",
  summary:
    "Ofertas vigentes na localização com os filtros de busca (concessionária mais próxima primeiro, ou por preço com sort)",
  tag: "Ofertas",
  auth: "api-key",
  query: searchQuery,
  errors: notFound,
  response: z.object({ offers: z.array(offerSchema), total: z.number().int() }),
} satisfies RouteContract;

export const offersByPageContract = {
  method: "GET",
  sharedCache: true,
  path: "/api/v1/offers/byPage",
  summary:
    "Ofertas vigentes paginadas (page a partir de 1, size até 48), na ordem de sort (padrão: concessionária mais próxima primeiro)",
  tag: "Ofertas",
  auth: "api-key",
  query: searchQuery.extend(pagingQuerySchema.shape),
  errors: notFound,
  response: z.object({
    offers: z.array(offerSchema),
    page: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
} satisfies RouteContract;

export const offersByIdListContract = {
  method: "GET",
  sharedCache: true,
  path: "/api/v1/offers/byIdList",
  summary: "Ofertas por lista de ids (comparação); ids encerrados vêm em missingIds",
  tag: "Ofertas",
  auth: "api-key",
  query: locationQuerySchema.extend({
    ids: z
      .string({ error: "Informe ids: números separados por vírgula." })
      .regex(/^\d{1,9}(,\d{1,9}){0,19}$/, "Informe até 20 ids numéricos separados por vírgula."),
  }),
  response: z.object({ offers: z.array(offerSchema), missingIds: z.array(z.number().int()) }),
} satisfies RouteContract;

const offerIdQuery = z.coerce
  .number({ error: "offerId deve ser um número inteiro." })
  .int("offerId deve ser um número inteiro.")
  .positive("offerId deve ser positivo.");

export const offerDealersContract = {
  method: "GET",
  sharedCache: true,
  path: "/api/v1/offers/dealers",
  summary: "Concessionárias que vendem a oferta, da mais próxima à mais distante",
  tag: "Ofertas",
  auth: "api-key",
  query: locationQuerySchema.extend({
    offerId: offerIdQuery,
    limit: z.coerce.number().int().min(1).max(100, "limit deve ser no máximo 100.").default(10),
  }),
  errors: notFound,
  response: z.object({ dealers: z.array(dealerSchema) }),
} satisfies RouteContract;

export const randomOfferDealerContract = {
  method: "GET",
  path: "/api/v1/offers/dealers/random",
  summary:
    "Uma concessionária sorteada entre as cinco mais próximas que vendem a oferta (distribuição de leads)",
  tag: "Ofertas",
  auth: "api-key",
  query: locationQuerySchema.extend({ offerId: offerIdQuery.optional() }),
  errors: notFound,
  response: z.object({ dealer: dealerSchema }),
} satisfies RouteContract;

export const enableNegotiationContract = {
  method: "POST",
  path: "/api/v1/offers/enableNegotiationFlagById",
  summary:
    "Libera (ou retira) a negociação de preço da oferta: token de uma concessionária que vende a oferta, ou credencial de operador",
  tag: "Ofertas",
  auth: "api-key",
  callers: ["dealer", "operator"],
  idempotent: true,
  body: z.object({
    id: z.number({ error: "id da oferta é obrigatório." }).int().positive(),
    enabled: z.boolean().default(true),
  }),
  errors: [403, 404],
  response: z.object({ id: z.number().int(), negotiationEnabled: z.boolean() }),
} satisfies RouteContract;

export const campaignsContract = {
  method: "GET",
  sharedCache: true,
  path: "/api/v1/campaigns",
  summary: "Campanhas vigentes com o número de ofertas visíveis na localização",
  tag: "Ofertas",
  auth: "api-key",
  query: locationQuerySchema,
  response: z.object({
    campaigns: z.array(
      z.object({
        id: z.number().int(),
        slug: z.string(),
        name: z.string(),
        description: z.string(),
        startsAt: z.string(),
        endsAt: z.string(),
        offerCount: z.number().int(),
      }),
    ),
  }),
} satisfies RouteContract;

export const dealersContract = {
  method: "GET",
  sharedCache: true,
  path: "/api/v1/dealers",
  summary: "Concessionárias da mais próxima à mais distante da localização",
  tag: "Concessionárias",
  auth: "api-key",
  query: locationQuerySchema.extend({
    limit: z.coerce.number().int().min(1).max(200, "limit deve ser no máximo 200.").default(20),
    sameState: z.enum(["true", "false"]).default("false"),
  }),
  response: z.object({ dealers: z.array(dealerSchema) }),
} satisfies RouteContract;

export const categoryFiltersContract = {
  method: "GET",
  sharedCache: true,
  path: "/api/v1/products/models/category/filters",
  summary: "Opções dos filtros (categorias com modelos, formas de compra, segmentos) com contagens",
  tag: "Produtos",
  auth: "api-key",
  query: locationQuerySchema.extend(offerKindQuerySchema.shape),
  response: z.object({
    categories: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        offerCount: z.number().int(),
        models: z.array(
          z.object({ name: z.string(), slug: z.string(), offerCount: z.number().int() }),
        ),
      }),
    ),
    buyTypes: z.array(z.object({ id: z.enum(buyTypes), offerCount: z.number().int() })),
    segments: z.array(z.object({ id: z.string(), offerCount: z.number().int() })),
  }),
} satisfies RouteContract;
