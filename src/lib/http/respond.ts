import { type ApiError, errorBody } from "./api-error";

export function jsonResponse(
  body: unknown,
  status: number,
  requestId: string,
  headers?: Record<string, string>,
): Response {
  return Response.json(body, {
    status,
    headers: { "x-request-id": requestId, "cache-control": "no-store", ...headers },
  });
}

export function errorResponse(error: ApiError, requestId: string): Response {
  return jsonResponse(errorBody(error), error.status, requestId, error.headers);
}
