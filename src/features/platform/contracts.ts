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

export const openApiContract = {
  method: "GET",
  path: "/api/v1/openapi.json",
  summary: "Documento OpenAPI 3.1 desta API",
  tag: "Operação",
  auth: "public",
  response: z.object({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }).loose(),
} satisfies RouteContract;
