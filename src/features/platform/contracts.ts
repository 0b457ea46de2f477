import { z } from "zod";
import type { RouteContract } from "@/lib/http";

export const healthContract = {
  method: "GET",
  path: "/api/v1/health",
  summary: "Saúde do serviço: responde 503 quando o banco de dados não está acessível",
  tag: "Operação",
  auth: "public",
  errors: [503],
  response: z.object({
    status: z.literal("ok"),
    database: z.literal("ok"),
    databaseKind: z.enum(["pglite", "postgres"]),
    uptimeSeconds: z.number(),
  }),
} satisfies RouteContract;

export const livenessContract = {
  method: "GET",
  path: "/api/v1/health/live",
  summary:
    "Vivacidade: o processo responde, sem consultar o banco de dados (um serviço ocupado não é dado como morto)",
  tag: "Operação",
  auth: "public",
  response: z.object({ status: z.literal("ok"), uptimeSeconds: z.number() }),
} satisfies RouteContract;

export const readinessContract = {
  ...healthContract,
  path: "/api/v1/health/ready",
  summary: "Prontidão: pode receber tráfego; responde 503 enquanto o banco de dados não responde",
} satisfies RouteContract;

export const openApiContract = {
  method: "GET",
  path: "/api/v1/openapi.json",
  summary: "Documento OpenAPI 3.1 desta API",
  tag: "Operação",
  auth: "public",
  response: z.object({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }).loose(),
} satisfies RouteContract;

const operatorName = z
  .string({ error: "Informe o nome de quem recebe a credencial." })
  .trim()
  .min(2, "Informe o nome de quem recebe a credencial (2 a 80 caracteres).")
  .max(80, "Informe o nome de quem recebe a credencial (2 a 80 caracteres).");

export const operatorCredentialsContract = {
  method: "POST",
  path: "/api/v1/operator/credentials",
  summary:
    "Emite uma credencial de operador nomeada (npm run operator-credentials); o segredo é mostrado uma vez",
  tag: "Operação",
  auth: "api-key",
  callers: ["operator"],
  successStatus: 201,
  body: z.object({ name: operatorName }),
  response: z.object({ id: z.string(), name: z.string(), token: z.string() }),
} satisfies RouteContract;

export const revokeOperatorCredentialContract = {
  method: "DELETE",
  path: "/api/v1/operator/credentials/{id}",
  summary: "Revoga uma credencial de operador emitida",
  tag: "Operação",
  auth: "api-key",
  callers: ["operator"],
  errors: [404],
  params: z.object({ id: z.string().min(1).max(60) }),
  response: z.object({ id: z.string(), revoked: z.literal(true) }),
} satisfies RouteContract;
