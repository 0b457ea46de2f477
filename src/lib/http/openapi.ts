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
    // Shown beside the parameter by OpenAPI viewers, which rarely show its schema's own.
    ...((field as z.ZodType).description ? { description: (field as z.ZodType).description } : {}),
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
            "FORBIDDEN",
            "NOT_FOUND",
            "METHOD_NOT_ALLOWED",
            "CONFLICT",
            "UNPROCESSABLE",
            "PAYLOAD_TOO_LARGE",
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
  401: "Chave de API, token ou credencial ausente ou inválido",
  403: "Sem permissão para esta operação",
  405: "Método não permitido",
  413: "Corpo da requisição grande demais",
  404: "Não encontrado",
  409: "Conflito",
  422: "Não processável",
  429: "Muitas requisições",
  503: "Serviço indisponível",
};

const successDescriptions: Record<number, string> = {
  200: "Sucesso",
  201: "Criado",
  303: "Redirecionamento (Location)",
};

function successResponse(contract: RouteContract) {
  const description = successDescriptions[contract.successStatus ?? 200] ?? "Sucesso";
  if ((contract.successStatus ?? 200) >= 300) {
    return { description, headers: { Location: { schema: { type: "string" } } } };
  }
  return {
    description,
    content: { "application/json": { schema: schemaOf(contract.response, "output") } },
  };
}

function operationOf(contract: RouteContract) {
  const statuses = new Set<number>(contract.errors ?? []);
  const restricted = contract.callers && !contract.callers.includes("visitor");
  if (contract.auth !== "public" || restricted || contract.session) statuses.add(401);
  if (restricted) statuses.add(403);
  if (contract.params || contract.query || contract.body) statuses.add(400);
  if (contract.body) statuses.add(413);
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
    ...(contract.description ? { description: contract.description } : {}),
    tags: [contract.tag],
    ...(contract.callers ? { "x-callers": contract.callers } : {}),
    security: restricted
      ? [{ apiKey: [], bearer: [] }]
      : contract.auth === "owner"
        ? [{ apiKey: [], ownerSession: [] }]
        : contract.auth === "api-key"
          ? [{ apiKey: [] }]
          : // A download the browser opens as a link: the session cookie alone, without the key.
            contract.session
            ? [{ ownerSession: [] }]
            : [],
    parameters: [
      ...parametersOf(contract.params, "path"),
      ...parametersOf(contract.query, "query"),
      ...idempotencyHeader,
    ],
    ...(contract.body
      ? {
          requestBody: {
            required: true,
            content: {
              "application/json": { schema: schemaOf(contract.body, "input") },
              ...(contract.form
                ? {
                    "application/x-www-form-urlencoded": {
                      schema: schemaOf(contract.body, "input"),
                    },
                  }
                : {}),
            },
          },
        }
      : {}),
    responses: {
      [String(contract.successStatus ?? 200)]: successResponse(contract),
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
      securitySchemes: {
        apiKey: {
          type: "apiKey",
          in: "header",
          name: "api-key",
          description: "Identifica o site (é pública); nunca autoriza uma alteração.",
        },
        ownerSession: {
          type: "apiKey",
          in: "cookie",
          name: "id_token",
          description: "Sessão do proprietário, gravada pelo login (/api/v1/auth-redirect).",
        },
        bearer: {
          type: "http",
          scheme: "bearer",
          description:
            "Token de concessionária (/api/v1/dealers/auth-token) ou credencial de operador (npm run operator-credentials).",
        },
      },
      schemas: { Error: errorSchema },
    },
  };
}
