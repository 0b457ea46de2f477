import { randomUUID } from "node:crypto";
import http from "node:http";
import { logger } from "../logger";
import { apiErrors, errorBody } from "./api-error";
import { apiContentSecurityPolicy, commonSecurityHeaders } from "./security-headers";
import { processSlot } from "../process-state";

/**
 * Methods the web's Request cannot even represent (undici refuses TRACE and TRACK), so a request
 * with one fails inside Next.js before any proxy or route runs, as an unlogged plain-text 500.
 */
const unrepresentable = new Set(["TRACE", "TRACK"]);
const allowed = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

const installed = processSlot<true>("http.unrepresentableMethodsRefused");

/**
 * Answers such requests at the HTTP server, before Next.js sees them: 405 with Allow, in the error
 * shape, logged like every refused request. Installed once per process by instrumentation.
 */
export function refuseUnrepresentableMethods(): void {
  if (installed.get()) return;
  installed.set(true);
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: http.Server, event: string, ...args: unknown[]) {
    if (event === "request") {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
      if (unrepresentable.has(request.method ?? "")) {
        const error = apiErrors.methodNotAllowed(allowed);
        const requestId = randomUUID();
        const path = (request.url ?? "/").split("?")[0];
        logger().info(
          { reqId: requestId, method: request.method, path, status: 405, code: error.code },
          "request refused",
        );
        response.writeHead(405, {
          ...commonSecurityHeaders,
          "content-security-policy": apiContentSecurityPolicy,
          "content-type": "application/json",
          "cache-control": "no-store",
          "x-request-id": requestId,
          ...error.headers,
        });
        response.end(JSON.stringify(errorBody(error)));
        return true;
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}
