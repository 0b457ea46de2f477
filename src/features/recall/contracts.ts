import { z } from "zod";
import { dealerTokenContract } from "@/features/leads/server";
import type { RouteContract } from "@/lib/http";
import { vinSchema } from "./vin-field";

const campaignSchema = z.object({
  number: z.string().describe("Código da campanha"),
  title: z.string(),
  component: z.string(),
  risk: z.string(),
  remedy: z.string(),
  repairMinutes: z.number().int().describe("Tempo de reparo previsto, em minutos"),
  startsOn: z.string().describe("Data de início (AAAA-MM-DD)"),
});

const affectedSchema = z.object({
  modelCode: z.string(),
  model: z.string(),
  modelYearFrom: z.number().int(),
  modelYearTo: z.number().int(),
  serialFrom: z.string().nullable().describe("Primeira série do chassi (posições 12 a 17)"),
  serialTo: z.string().nullable(),
});

export const recallTokenContract = {
  method: "POST",
  path: "/api/v1/recall-api/token",
  summary:
    "Token do recall (OAuth 2.0 client credentials, em JSON ou formulário, com as credenciais do sistema da concessionária no corpo ou em Authorization: Basic); válido por 10 minutos",
  tag: "Recall",
  auth: "api-key",
  // The same grant, body and answer as the dealers' leads token: one set of credentials per
  // dealer system.
  callers: dealerTokenContract.callers,
  form: dealerTokenContract.form,
  errors: dealerTokenContract.errors,
  body: dealerTokenContract.body,
  response: dealerTokenContract.response,
} satisfies RouteContract;

export const recallByVinContract = {
  method: "GET",
  path: "/api/v1/recall-api/chassi",
  summary:
    "Recall por chassi: o veículo com as campanhas pendentes e as realizadas (Authorization: Bearer do token do recall)",
  tag: "Recall",
  auth: "api-key",
  query: z.object({ chassi: vinSchema }),
  response: z.object({
    vehicle: z.object({
      vin: z.string(),
      model: z.string(),
      modelCode: z.string(),
      version: z.string(),
      modelYear: z.number().int(),
      color: z.string(),
    }),
    openCampaigns: z.array(campaignSchema),
    completedCampaigns: z.array(
      campaignSchema.extend({
        repairedOn: z.string(),
        dealer: z.object({
          code: z.string(),
          name: z.string(),
          city: z.string(),
          stateCode: z.string(),
        }),
      }),
    ),
  }),
  errors: [404, 429],
} satisfies RouteContract;

export const recallCampaignContract = {
  method: "GET",
  path: "/api/v1/recall-api/recall-campaign/recall",
  summary:
    "Detalhes de uma campanha de recall: risco, reparo, tempo de reparo e veículos envolvidos (Authorization: Bearer do token do recall)",
  tag: "Recall",
  auth: "api-key",
  query: z.object({
    number: z
      .string({ error: "Informe o número da campanha (por exemplo, 97AK)." })
      .trim()
      .regex(/^[0-9A-Za-z]{2,8}$/, "Informe o número da campanha (por exemplo, 97AK)."),
  }),
  response: campaignSchema.extend({
    affected: z.array(affectedSchema),
    listedVins: z.number().int().describe("Veículos incluídos um a um pelo chassi"),
  }),
  errors: [404],
} satisfies RouteContract;

export const recallCoverageContract = {
  method: "GET",
  path: "/api/v1/recall/coverage",
  summary:
    "Se a campanha de recall cobre o veículo: pelo chassi quando informado (covered é false, com repairedOn, quando o reparo já foi feito), senão pelo modelo e ano-modelo",
  tag: "Recall",
  auth: "api-key",
  query: z.object({
    campaign: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9./-]{1,30}$/, "Informe o número da campanha de recall."),
    modelCode: z.string().min(2).max(10),
    modelYear: z.coerce
      .number({ error: "Informe o ano-modelo com 4 dígitos." })
      .int("Informe o ano-modelo com 4 dígitos.")
      .min(1950, "Informe o ano-modelo com 4 dígitos.")
      .max(2100, "Informe o ano-modelo com 4 dígitos."),
    vin: vinSchema.optional(),
  }),
  errors: [429],
  response: z.object({
    covered: z.boolean(),
    repairedOn: z
      .string()
      .nullable()
      .describe("o dia em que o reparo da campanha já foi feito no veículo do chassi"),
  }),
} satisfies RouteContract;
