export type ApiErrorCode =
  | "VALIDATION_ERROR"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "METHOD_NOT_ALLOWED"
  | "CONFLICT"
  | "UNPROCESSABLE"
  | "PAYLOAD_TOO_LARGE"
  | "RATE_LIMITED"
  | "SERVICE_UNAVAILABLE"
  | "INTERNAL_ERROR";

export type FieldErrors = Record<string, string>;

/** An error a client caused or can act on; mapped to the JSON error shape of DESIGN.md. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    /** Headers the answer carries (Retry-After of a 429, Allow of a 405). */
    readonly headers?: Record<string, string>,
    /** What the client needs to act on the error, e.g. the free slots after a 409. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const apiErrors = {
  validation: (message: string, fields?: FieldErrors) =>
    new ApiError(400, "VALIDATION_ERROR", message, fields),
  unauthorized: (message = "Chave de API ausente ou inválida no cabeçalho api-key.") =>
    new ApiError(401, "UNAUTHORIZED", message),
  forbidden: (message = "Você não tem permissão para esta operação.") =>
    new ApiError(403, "FORBIDDEN", message),
  notFound: (message = "Recurso não encontrado.") => new ApiError(404, "NOT_FOUND", message),
  methodNotAllowed: (allowed: readonly string[]) =>
    new ApiError(
      405,
      "METHOD_NOT_ALLOWED",
      `Método não permitido nesta rota. Use ${allowed.join(", ")}.`,
      undefined,
      { allow: allowed.join(", ") },
    ),
  payloadTooLarge: (limitBytes: number) =>
    new ApiError(
      413,
      "PAYLOAD_TOO_LARGE",
      `O corpo da requisição passa do limite de ${Math.round(limitBytes / 1024)} kB.`,
    ),
  rateLimited: (message: string, retryAfterSeconds: number, fields?: FieldErrors) =>
    new ApiError(429, "RATE_LIMITED", message, fields, {
      "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))),
    }),
  conflict: (message: string, details?: Record<string, unknown>) =>
    new ApiError(409, "CONFLICT", message, undefined, undefined, details),
  unprocessable: (message: string, fields?: FieldErrors) =>
    new ApiError(422, "UNPROCESSABLE", message, fields),
  unavailable: (message: string) => new ApiError(503, "SERVICE_UNAVAILABLE", message),
};

export interface ErrorBody {
  error: { code: ApiErrorCode; message: string; fields?: FieldErrors; [detail: string]: unknown };
}

export function errorBody(error: ApiError): ErrorBody {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
      ...error.details,
    },
  };
}
