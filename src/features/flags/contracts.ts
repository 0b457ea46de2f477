import { z } from "zod";
import type { RouteContract } from "@/lib/http";
import { flagNames } from "./domain/flag-defaults";

const flagValue = z.union([z.boolean(), z.number(), z.string(), z.null()]);

const flagDocument = z.object({
  features: z.record(
    z.string(),
    z.object({
      defaultValue: flagValue.optional(),
      rules: z.array(z.record(z.string(), z.unknown())).optional(),
    }),
  ),
  dateUpdated: z.string().optional(),
});

export const featuresDocumentContract = {
  method: "GET",
  path: "/api/features/{clientKey}",
  summary:
    "Documento de feature flags no protocolo GrowthBook (ETag e If-None-Match: 304 quando não mudou)",
  tag: "Feature flags",
  auth: "public",
  params: z.object({ clientKey: z.string().max(200) }),
  errors: [404],
  response: flagDocument,
} satisfies RouteContract;

export const flagsDocumentContract = {
  method: "GET",
  path: "/api/v1/flags",
  summary: "Documento de feature flags do próprio storefront",
  tag: "Feature flags",
  auth: "api-key",
  response: flagDocument,
} satisfies RouteContract;

const flagKey = z.object({
  key: z.enum(flagNames, { error: `Flag desconhecida. Use uma de: ${flagNames.join(", ")}.` }),
});

export const setFlagContract = {
  method: "PUT",
  path: "/api/v1/flags/{key}",
  summary:
    "Define o valor de uma flag (requer uma credencial de operador em Authorization: Bearer)",
  tag: "Feature flags",
  auth: "api-key",
  callers: ["operator"],
  params: flagKey,
  body: z.object({
    value: z.union([z.boolean(), z.number(), z.string()], { error: "Informe value." }),
  }),
  response: z.object({ key: z.string(), value: flagValue }),
} satisfies RouteContract;

export const clearFlagContract = {
  method: "DELETE",
  path: "/api/v1/flags/{key}",
  summary:
    "Remove o valor definido de uma flag, que volta ao padrão (requer uma credencial de operador)",
  tag: "Feature flags",
  auth: "api-key",
  callers: ["operator"],
  params: flagKey,
  response: z.object({ key: z.string(), value: flagValue }),
} satisfies RouteContract;
