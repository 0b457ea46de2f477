export type ApiErrorCode =
  | "VALIDATION_ERROR"
  | "UNAUTHORIZED"
  | "NOT_FOUND"
  | "CONFLICT"
  | "UNPROCESSABLE"
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
  notFound: (message = "Recurso não encontrado.") => new ApiError(404, "NOT_FOUND", message),
  conflict: (message: string, details?: Record<string, unknown>) =>
    new ApiError(409, "CONFLICT", message, undefined, details),
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
