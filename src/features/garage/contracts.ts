import { z } from "zod";
import { requireOwnerCall } from "@/features/identity/server";
import type { RouteContract } from "@/lib/http";
import { dealerChangeTexts } from "./texts/dealer-change";
import {
  favouriteDealerSchema,
  mileageUpdateSchema,
  nicknameUpdateSchema,
  registrationStepSchema,
  renavamUpdateSchema,
  transferDecisionSchema,
  foundVehicleRefSchema,
  vehicleRefSchema,
  vehicleSearchQuerySchema,
} from "./schemas";

const garageVehicle = z.object({
  id: z.number().int(),
  vin: z.string(),
  plate: z.string().nullable(),
  renavam: z.string().nullable(),
  modelName: z.string(),
  modelSlug: z.string(),
  modelCode: z.string(),
  imageUrl: z.string().describe("Desenho do modelo na cor do veículo"),
  versionName: z.string(),
  modelYear: z.number().int(),
  color: z.string(),
  soldOn: z.string(),
  sellingDealer: z.object({ name: z.string(), city: z.string(), stateCode: z.string() }).nullable(),
  nickname: z.string().nullable(),
  mileageKm: z.number().int(),
  mileageReadAt: z.string().nullable(),
});

const garageVehicleWithRecalls = garageVehicle.extend({
  openRecalls: z
    .array(z.object({ number: z.string(), title: z.string() }))
    .describe("Campanhas de recall que cobrem o veículo e ainda não foram realizadas"),
});

const foundVehicle = z.object({
  id: z.number().int(),
  vin: z
    .string()
    .nullable()
    .describe("Chassi; nulo para um veículo que não é seu encontrado pela placa"),
  plate: z.string().nullable(),
  modelName: z.string(),
  imageUrl: z.string().describe("Desenho do modelo na cor do veículo"),
  versionName: z.string(),
  modelYear: z.number().int(),
  color: z.string(),
  soldOn: z
    .string()
    .nullable()
    .describe(
      "Nulo para um veículo de outra garagem e para um que não é seu encontrado pela placa",
    ),
  standing: z.enum(["free", "yours", "elsewhere"]),
  transferPending: z.boolean(),
  mileageKm: z
    .number()
    .int()
    .nullable()
    .describe(
      "Nulo para um veículo de outra garagem e para um que não é seu encontrado pela placa",
    ),
});

const transferRequest = z.object({
  id: z.number().int(),
  vehicleId: z.number().int(),
  vehicleLabel: z.string(),
  status: z.enum(["pending", "accepted", "declined", "withdrawn", "expired"]),
  createdAt: z.string(),
  /** When the claim expires if nobody answers it (decision 023). */
  expiresAt: z.string(),
  direction: z.enum(["incoming", "outgoing"]),
});

const registrationState = z.object({
  step: z.number().int(),
  max: z.number().int(),
  vehicle: foundVehicle.nullable(),
  completed: z.boolean(),
  favouriteDealerId: z.number().int().nullable(),
});

const dealerOption = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  stateCode: z.string(),
  address: z.string(),
  district: z.string(),
  distanceKm: z.number().nullable(),
});

const owner = {
  tag: "Garagem",
  auth: "owner",
  session: requireOwnerCall,
} as const;

export const vehicleSearchContract = {
  ...owner,
  method: "GET",
  path: "/api/v1/core/vehicles/search",
  summary:
    "Busca um veículo do registro da marca pelo chassi (vin) ou pela placa (plate), para adicioná-lo",
  query: vehicleSearchQuerySchema,
  errors: [404, 429],
  response: z.object({ vehicle: foundVehicle }),
} satisfies RouteContract;

export const garageContract = {
  ...owner,
  method: "GET",
  path: "/api/v1/core/vehicles",
  summary:
    "Veículos da garagem do proprietário (cada um com os recalls pendentes), o selecionado e os pedidos de transferência em aberto",
  response: z.object({
    vehicles: z.array(garageVehicleWithRecalls),
    selectedVehicleId: z.number().int().nullable(),
    transfers: z.array(transferRequest),
  }),
} satisfies RouteContract;

export const addVehicleContract = {
  ...owner,
  method: "POST",
  path: "/api/v1/core/vehicles",
  summary:
    "Adiciona à garagem um veículo livre do registro, pelo id e o chassi completo (a placa não basta; um par que não confere responde 404); em outra garagem responde 409 (peça a transferência); com a garagem no limite de veículos, 422",
  body: foundVehicleRefSchema,
  errors: [404, 409, 422],
  idempotent: true,
  response: z.object({ vehicle: garageVehicle }),
} satisfies RouteContract;

export const removeVehicleContract = {
  ...owner,
  method: "DELETE",
  path: "/api/v1/core/vehicles",
  summary: "Remove um veículo da garagem (ele fica livre no registro)",
  query: vehicleRefSchema,
  errors: [404],
  response: z.object({ removed: z.literal(true) }),
} satisfies RouteContract;

export const renavamContract = {
  ...owner,
  method: "PUT",
  path: "/api/v1/core/vehicles/renavam",
  summary:
    "Informa o RENAVAM (11 dígitos com dígito verificador) de um veículo da garagem; 422 quando outro veículo já o tem",
  body: renavamUpdateSchema,
  errors: [404, 422],
  response: z.object({ vehicle: garageVehicle }),
} satisfies RouteContract;

export const nicknameContract = {
  ...owner,
  method: "PUT",
  path: "/api/v1/core/vehicles/nickname",
  summary: "Dá um apelido a um veículo da garagem",
  body: nicknameUpdateSchema,
  errors: [404],
  response: z.object({ vehicle: garageVehicle }),
} satisfies RouteContract;

export const mileageContract = {
  ...owner,
  method: "PUT",
  path: "/api/v1/core/vehicles/millage",
  summary:
    "Registra a quilometragem; menor que a última só com confirmLower, e edições simultâneas guardam a maior",
  body: mileageUpdateSchema,
  errors: [404, 422],
  response: z.object({ vehicle: garageVehicle }),
} satisfies RouteContract;

export const selectVehicleContract = {
  ...owner,
  method: "PUT",
  path: "/api/v1/core/vehicles/selected",
  summary: "Guarda o veículo selecionado na garagem (userSelectedVehicle)",
  body: vehicleRefSchema,
  errors: [404],
  response: z.object({ selectedVehicleId: z.number().int() }),
} satisfies RouteContract;

export const requestTransferContract = {
  ...owner,
  method: "POST",
  path: "/api/v1/core/vehicles/transfer",
  summary:
    "Registra um pedido de transferência de um veículo que está na garagem de outra pessoa, pelo id e o chassi ou a placa (o proprietário atual decide); 422 com a garagem de quem pede no limite de veículos",
  body: foundVehicleRefSchema,
  errors: [404, 409, 422],
  response: z.object({ transfer: transferRequest }),
} satisfies RouteContract;

export const decideTransferContract = {
  ...owner,
  method: "PUT",
  path: "/api/v1/core/vehicles/transfer",
  summary:
    "O proprietário atual aceita ou recusa um pedido de transferência; aceitar responde 422 quando a garagem de quem pediu está no limite de veículos",
  body: transferDecisionSchema,
  errors: [404, 422],
  response: z.object({ decided: z.enum(["accept", "decline"]) }),
} satisfies RouteContract;

export const registrationContract = {
  ...owner,
  tag: "Cadastro",
  method: "GET",
  path: "/api/v1/core/registration",
  summary: "Etapa do cadastro (/cadastro) em que o proprietário está",
  response: z.object({ registration: registrationState }),
} satisfies RouteContract;

export const registrationStepContract = {
  ...owner,
  tag: "Cadastro",
  method: "PUT",
  path: "/api/v1/core/registration",
  summary: "Guarda a etapa do cadastro, o tamanho do caminho e o veículo encontrado",
  body: registrationStepSchema,
  errors: [404],
  response: z.object({ registration: registrationState }),
} satisfies RouteContract;

export const completeRegistrationContract = {
  ...owner,
  tag: "Cadastro",
  method: "POST",
  path: "/api/v1/core/registration/complete",
  summary: "Conclui o cadastro: o proprietário deixa de ser newUser",
  errors: [422],
  response: z.object({ registration: registrationState }),
} satisfies RouteContract;

export const favouriteDealerContract = {
  ...owner,
  method: "PUT",
  path: "/api/v1/core/dealer",
  summary: "Escolhe a concessionária favorita do proprietário",
  body: favouriteDealerSchema,
  errors: [404],
  response: z.object({ dealerId: z.number().int() }),
} satisfies RouteContract;

// Dealers are public (the network's page lists them): a visitor may search them too.
export const dealerSearchContract = {
  tag: owner.tag,
  auth: "api-key",
  method: "GET",
  path: "/api/v1/core/dealer/search",
  summary: "Concessionárias pelo nome ou pela cidade, para escolher a favorita",
  query: z.object({
    q: z.string().trim().min(2, dealerChangeTexts.searchTooShort).max(60, "Busca longa demais."),
  }),
  response: z.object({ dealers: z.array(dealerOption) }),
} satisfies RouteContract;
