import { z } from "zod";
import type { RouteContract } from "./contract";

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" });
  return rest;
}

function parametersOf(schema: z.ZodObject | undefined, location: "path" | "query") {
  if (!schema) return [];
  return Object.entries(schema.shape).map(([name, field]) => ({
    name,
    in: location,
    required: location === "path" || !(field as z.ZodType).safeParse(undefined).success,
    schema: schemaOf(field as z.ZodType, "input"),
  }));
}

const errorSchema: JsonSchema = {
  type: "object",
  required: ["error"],
  properties: {
    error: {
      type: "object",
      required: ["code", "message"],
      properties: {
        code: {
          type: "string",
          enum: [
            "VALIDATION_ERROR",
            "UNAUTHORIZED",
            "NOT_FOUND",
            "CONFLICT",
            "UNPROCESSABLE",
            "RATE_LIMITED",
            "SERVICE_UNAVAILABLE",
            "INTERNAL_ERROR",
          ],
        },
        message: { type: "string", description: "Mensagem em português (pt-BR)." },
        fields: { type: "object", additionalProperties: { type: "string" } },
      },
    },
  },
};

const errorDescriptions: Record<number, string> = {
  400: "Dados inválidos",
  401: "Chave de API ausente ou inválida",
  404: "Não encontrado",
  409: "Conflito",
  422: "Não processável",
  429: "Muitas requisições",
  503: "Serviço indisponível",
};

function operationOf(contract: RouteContract) {
  const statuses = new Set<number>(contract.errors ?? []);
  if (contract.auth === "api-key") statuses.add(401);
  if (contract.params || contract.query || contract.body) statuses.add(400);
  if (contract.idempotent) [409, 422].forEach((status) => statuses.add(status));
  const errorResponses = Object.fromEntries(
    [...statuses].sort().map((status) => [
      String(status),
      {
        description: errorDescriptions[status] ?? "Erro",
        content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
      },
    ]),
  );
  const idempotencyHeader = contract.idempotent
    ? [
        {
          name: "Idempotency-Key",
          in: "header",
          required: false,
          schema: { type: "string", maxLength: 255 },
        },
      ]
    : [];
  return {
    operationId: `${contract.method.toLowerCase()}${contract.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? "").toUpperCase())}`,
    summary: contract.summary,
    tags: [contract.tag],
    security: contract.auth === "api-key" ? [{ apiKey: [] }] : [],
    parameters: [
      ...parametersOf(contract.params, "path"),
      ...parametersOf(contract.query, "query"),
      ...idempotencyHeader,
    ],
    ...(contract.body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: schemaOf(contract.body, "input") } },
          },
        }
      : {}),
    responses: {
      "200": {
        description: "Sucesso",
        content: { "application/json": { schema: schemaOf(contract.response, "output") } },
      },
      ...errorResponses,
    },
  };
}

/** The OpenAPI 3.1 document of the API, generated from the same contracts the handlers validate with. */
export function buildOpenApiDocument(contracts: readonly RouteContract[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const contract of contracts) {
    paths[contract.path] ??= {};
    const entry = paths[contract.path];
    if (entry) entry[contract.method.toLowerCase()] = operationOf(contract);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Volkswagen Ofertas API",
      version,
      description:
        "API do storefront: ofertas, concessionárias, localização e serviços do proprietário.",
    },
    servers: [{ url: "/" }],
    paths,
    components: {
      securitySchemes: { apiKey: { type: "apiKey", in: "header", name: "api-key" } },
      schemas: { Error: errorSchema },
    },
  };
}
