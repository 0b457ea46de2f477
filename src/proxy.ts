import { type NextRequest, NextResponse } from "next/server";
import {
  coverageParameter,
  encodeLocationCookie,
  locationCookieMaxAgeSeconds,
  locationCookieName,
  resolvedCoverageCookieName,
} from "@/features/location";
import { locationFromCoverage } from "@/features/location/server";
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
 * A shared link's ?coverage= sets the visitor's place before anything renders: the top bar, the
 * offers and the dealers of the first HTML (and of a link followed inside the site) are already
 * that place's, with no second request and no flash of another place's offers.
 */
async function placeFromSharedLink(request: NextRequest): Promise<NextResponse> {
  const coverage = request.nextUrl.searchParams.get(coverageParameter);
  if (!coverage) return NextResponse.next();
  const location = await locationFromCoverage(coverage);
  if (!location) return NextResponse.next();
  const value = encodeLocationCookie(location);
  // The other cookies go on exactly as the browser sent them.
  const others = (request.headers.get("cookie") ?? "")
    .split(/;\s*/)
    .filter((part) => part !== "" && !part.startsWith(`${locationCookieName}=`));
  const headers = new Headers(request.headers);
  headers.set("cookie", [...others, `${locationCookieName}=${value}`].join("; "));
  const response = NextResponse.next({ request: { headers } });
  // Readable by the page's script, like the cookie the chooser writes, so both stay in step.
  response.headers.append(
    "set-cookie",
    `${locationCookieName}=${value}; Path=/; Max-Age=${locationCookieMaxAgeSeconds}; SameSite=Lax`,
  );
  response.headers.append(
    "set-cookie",
    `${resolvedCoverageCookieName}=${encodeURIComponent(coverage.trim())}; Path=/; Max-Age=300; SameSite=Lax`,
  );
  return response;
}

/**
 * Refuses what the router would answer with an unlogged plain-text 500 or an empty 405: a path
 * with malformed percent-encoding (400), a method no route has, such as TRACE (405 with Allow),
 * and a method an API route does not answer (405 with its Allow), all in the error shape.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
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
  if (!isApi && request.method === "GET") return placeFromSharedLink(request);
  return NextResponse.next();
}

export const config = {
  // Everything but the build's static files and images, which the router serves as they are.
  matcher: ["/((?!_next/static|_next/image|favicon.ico|icon.svg).*)"],
};
