import { type NextRequest, NextResponse } from "next/server";
import { apiErrors, type ApiError, errorBody } from "@/lib/http/api-error";
import { requestIdFrom } from "@/lib/http/request-id";
import { allowedMethods } from "@/lib/http/route-methods";
import { logger } from "@/lib/logger";

const pageMethods = ["GET", "HEAD"];
const knownMethods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

function refuse(request: NextRequest, error: ApiError, path: string): NextResponse {
  const requestId = requestIdFrom(request.headers);
  // The path only: a query string may carry personal data.
  logger().info(
    { reqId: requestId, method: request.method, path, status: error.status, code: error.code },
    "request refused",
  );
  return NextResponse.json(errorBody(error), {
    status: error.status,
    headers: { "x-request-id": requestId, "cache-control": "no-store", ...error.headers },
  });
}

/** The path as sent, before any decoding: the router would fail on a malformed escape. */
function rawPath(request: NextRequest): string {
  const afterOrigin = request.url.replace(/^[a-z]+:\/\/[^/]+/i, "");
  return afterOrigin.split(/[?#]/)[0] ?? "/";
}

/**
 * Refuses what the router would answer with an unlogged plain-text 500 or an empty 405: a path
 * with malformed percent-encoding (400), a method no route has, such as TRACE (405 with Allow),
 * and a method an API route does not answer (405 with its Allow), all in the error shape.
 */
export function proxy(request: NextRequest): NextResponse {
  const path = rawPath(request);
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return refuse(
      request,
      apiErrors.validation("Endereço inválido: a codificação por cento (%) está malformada."),
      "(caminho malformado)",
    );
  }

  if (/[\u0000-\u001F\u007F]/.test(decoded)) {
    return refuse(request, apiErrors.validation("Endereço inválido."), "(caminho com controle)");
  }
  const isApi = path.startsWith("/api/");
  const allowed = isApi ? allowedMethods(path) : pageMethods;
  if (!knownMethods.has(request.method)) {
    return refuse(request, apiErrors.methodNotAllowed(allowed ?? pageMethods), path);
  }
  if (isApi && allowed && !allowed.includes(request.method)) {
    return refuse(request, apiErrors.methodNotAllowed(allowed), path);
  }
  return NextResponse.next();
}

export const config = {
  matcher: [
    {
      // Everything but the build's static files and images, which the router serves as they are,
      // and the client router's own navigations and prefetches (well-formed addresses it built).
      source: "/((?!_next/static|_next/image|favicon.ico|icon.svg).*)",
      missing: [
        { type: "header", key: "rsc" },
        { type: "header", key: "next-router-prefetch" },
      ],
    },
  ],
};
