import { logger } from "../logger";
import { apiErrors } from "./api-error";
import { requestIdFrom } from "./request-id";
import { errorResponse } from "./respond";

export async function unknownApiRoute(request: Request): Promise<Response> {
  const requestId = requestIdFrom(request.headers);
  logger().info(
    { reqId: requestId, method: request.method, path: new URL(request.url).pathname, status: 404 },
    "request completed",
  );
  return errorResponse(
    apiErrors.notFound("Rota da API não encontrada. Consulte /api/v1/openapi.json."),
    requestId,
  );
}
