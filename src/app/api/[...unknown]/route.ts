import { apiErrors, errorResponse, requestIdFrom } from "@/lib/http";

// Any /api path without a route answers the JSON error shape, not the HTML 404 page.
function notFound(request: Request): Response {
  return errorResponse(
    apiErrors.notFound("Rota da API não encontrada. Consulte /api/v1/openapi.json."),
    requestIdFrom(request.headers),
  );
}

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
