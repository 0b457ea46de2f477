import { z } from "zod";
import { simulationInputSchema } from "@/features/financing/server";
import { dealerFeedQuery, type RouteContract } from "@/lib/http";
import { leadContactRefinement, leadContactSchema } from "./domain/lead-schema";
import { leadTexts } from "./texts";

const id = (message: string) => z.number({ error: message }).int(message).positive(message);

export const leadBodySchema = z.discriminatedUnion("kind", [
  z
    .object({
      ...leadContactSchema.shape,
      kind: z.literal("purchase"),
      offerId: id(leadTexts.errors.unknownOffer),
      simulation: simulationInputSchema.optional(),
    })
    .refine(...leadContactRefinement),
  z
    .object({
      ...leadContactSchema.shape,
      kind: z.literal("subscription"),
      planId: id(leadTexts.errors.unknownPlan),
    })
    .refine(...leadContactRefinement),
]);
export type LeadBody = z.output<typeof leadBodySchema>;

export const createLeadContract = {
  method: "POST",
  path: "/api/v1/leads",
  summary:
    "Registra uma intenção de compra (oferta, com a simulação quando houver e valer para a oferta) ou o interesse num plano Sign&Drive e a encaminha à concessionária escolhida. Recusa com 403 o pedido enviado pela página de outro site. Aceita Idempotency-Key.",
  tag: "Leads",
  auth: "api-key",
  body: leadBodySchema,
  idempotent: true,
  callers: ["visitor"],
  successStatus: 201,
  errors: [403, 409, 422, 429],
  response: z.object({
    protocol: z.string(),
    createdAt: z.string(),
    dealer: z.object({ code: z.string(), name: z.string() }),
    simulationLeftOut: z
      .boolean()
      .describe(
        "Verdadeiro quando a simulação enviada não vale para a oferta (plano, entrada ou prazo recusados): o lead foi registrado sem ela",
      ),
  }),
} satisfies RouteContract;

export const dealerTokenContract = {
  method: "POST",
  path: "/api/v1/dealers/auth-token",
  summary:
    "Token de acesso de um sistema de concessionária (OAuth 2.0 client credentials, em JSON ou formulário; credenciais no corpo ou em Authorization: Basic); válido por 1 hora",
  tag: "Concessionárias",
  auth: "api-key",
  callers: ["visitor"],
  form: true,
  errors: [429],
  body: z.object({
    grant_type: z.literal("client_credentials", {
      error: "grant_type deve ser client_credentials.",
    }),
    client_id: z.string({ error: "Informe client_id." }).min(1).max(100).optional(),
    client_secret: z.string({ error: "Informe client_secret." }).min(1).max(200).optional(),
  }),
  response: z.object({
    access_token: z.string(),
    token_type: z.literal("Bearer"),
    expires_in: z.number().int(),
  }),
} satisfies RouteContract;

const dealerLeadSchema = z.object({
  protocol: z.string(),
  kind: z.enum(["purchase", "subscription"]),
  createdAt: z.string(),
  dealerCode: z.string(),
  customer: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    cpf: z.string().nullable(),
    preferredContact: z.number().int().describe("1 e-mail, 2 telefone, 3 WhatsApp"),
  }),
  subject: z.record(z.string(), z.unknown()),
  simulation: z.record(z.string(), z.unknown()).nullable(),
  consent: z.object({ version: z.string(), acceptedAt: z.string() }),
  delivery: z.object({
    status: z.enum(["pending", "delivered", "failed"]),
    deliveredAt: z.string().nullable(),
  }),
});

export const dealerLeadsContract = {
  method: "GET",
  path: "/api/v1/dealers/leads",
  summary:
    "Leads da concessionária dona do token (Authorization: Bearer), do mais antigo ao mais novo a partir de since; os listados passam a entregues",
  tag: "Concessionárias",
  auth: "api-key",
  callers: ["dealer"],
  query: z.object({
    ...dealerFeedQuery,
  }),
  response: z.object({ leads: z.array(dealerLeadSchema) }),
} satisfies RouteContract;

export const dealerLeadContract = {
  method: "GET",
  path: "/api/v1/dealers/leads/{protocol}",
  summary:
    "Um lead da concessionária dona do token (passa a entregue); de outra concessionária é 404",
  tag: "Concessionárias",
  auth: "api-key",
  callers: ["dealer"],
  params: z.object({ protocol: z.string().min(1).max(40) }),
  errors: [404],
  response: dealerLeadSchema,
} satisfies RouteContract;

export const issueDealerCredentialsContract = {
  method: "POST",
  path: "/api/v1/operator/dealer-credentials",
  summary:
    "Emite (ou substitui) as credenciais do sistema de uma concessionária (npm run dealer-credentials); o segredo é mostrado uma vez",
  tag: "Operação",
  auth: "api-key",
  callers: ["operator"],
  successStatus: 201,
  errors: [404],
  body: z.object({
    dealerCode: z
      .string({ error: "Informe o código da concessionária." })
      .trim()
      .min(1, "Informe o código da concessionária.")
      .max(40, "Informe o código da concessionária."),
    webhookUrl: z
      .url({ protocol: /^https?$/, error: "O webhook deve ser um endereço http(s)." })
      .max(500, "O webhook deve ter até 500 caracteres.")
      .optional(),
  }),
  response: z.object({
    dealerCode: z.string(),
    clientId: z.string(),
    clientSecret: z.string(),
    webhookUrl: z.string().nullable(),
  }),
} satisfies RouteContract;
