import { type NextRequest, NextResponse } from "next/server";
import {
  coverageParameter,
  encodeLocationCookie,
  locationCookieMaxAgeSeconds,
  locationCookieName,
  resolvedCoverageCookieName,
} from "@/features/location";
import { locationFromCoverage, locationSharedCookie } from "@/features/location/server";
import { authCookies, loginTransactionCookie } from "@/features/identity";
import { pageGateRedirect } from "@/features/identity/server";
import { currentFlagDocument, visitorFlagsCookie } from "@/features/flags/server";
import { plainDraftCookie } from "@/features/leads";
import { databaseAvailability } from "@/lib/database-availability";
import { isPageStoreRender, publicPageAnswer, type PublicPageRules } from "@/lib/http/public-pages";
import { apiErrors, type ApiError, errorBody } from "@/lib/http/api-error";
import { requestIdFrom } from "@/lib/http/request-id";
import { allowedMethods } from "@/lib/http/route-methods";
import {
  unavailablePage,
  unavailablePagePolicy,
  unavailableRetryAfterSeconds,
} from "@/lib/http/unavailable-page";
import {
  apiContentSecurityPolicy,
  cameOverHttps,
  commonSecurityHeaders,
  newNonce,
  pageContentSecurityPolicy,
  strictTransportSecurity,
} from "@/lib/http/security-headers";
import { config as appConfig } from "@/lib/config";
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
  const response = NextResponse.json(errorBody(error), {
    status: error.status,
    headers: { "x-request-id": requestId, "cache-control": "no-store", ...error.headers },
  });
  // A refusal never reaches the router, whose configured headers the other answers get.
  for (const [name, value] of Object.entries(commonSecurityHeaders)) {
    response.headers.set(name, value);
  }
  return secured(request, response, apiContentSecurityPolicy);
}

/** The answer's Content-Security-Policy, and HSTS when the browser came over https. */
function secured(request: NextRequest, response: NextResponse, policy: string): NextResponse {
  response.headers.set("content-security-policy", policy);
  return overHttpsOnly(request, response);
}

/** HSTS when the browser came over https. */
function overHttpsOnly(request: NextRequest, response: NextResponse): NextResponse {
  if (cameOverHttps(request.nextUrl, request.headers)) {
    response.headers.set("strict-transport-security", strictTransportSecurity);
  }
  return response;
}

function pagePolicy(request: NextRequest, nonce: string): string {
  const settings = appConfig();
  const flagsOrigin = settings.FLAGS_API_HOST ? new URL(settings.FLAGS_API_HOST).origin : null;
  return pageContentSecurityPolicy({
    nonce,
    connectOrigins: flagsOrigin ? [flagsOrigin] : [],
    formOrigins: [new URL(settings.OIDC_ISSUER).origin],
    development: process.env.NODE_ENV === "development",
    https: cameOverHttps(request.nextUrl, request.headers),
  });
}

/** The path as sent, before any decoding: the router would fail on a malformed escape. */
function rawPath(request: NextRequest): string {
  const afterOrigin = request.url.replace(/^[a-z]+:\/\/[^/]+/i, "");
  return afterOrigin.split(/[?#]/)[0] ?? "/";
}

const tokenParameters = ["id_token", "access_token", "expires_in"] as const;

/**
 * Tokens that arrive in the page URL (SPEC.md section 4) are handed to a route handler on the
 * server, which verifies them, stores the cookies and redirects to the same URL without them.
 */
function sessionFromUrlTokens(request: NextRequest): NextResponse {
  const url = request.nextUrl;
  const clean = new URL(url);
  for (const name of tokenParameters) clean.searchParams.delete(name);
  const session = new URL("/api/v1/auth-redirect/session", url);
  for (const name of tokenParameters) {
    session.searchParams.set(name, url.searchParams.get(name) ?? "");
  }
  // A rewrite keeps the page's own query, so the clean address travels in a request header.
  const headers = new Headers(request.headers);
  headers.set("x-return-to", `${clean.pathname}${clean.search}`);
  return NextResponse.rewrite(session, { request: { headers } });
}

/** While the database is down, a page is the 503 page at once, not an error after a failed render. */
function unavailable(request: NextRequest): NextResponse {
  const response = new NextResponse(request.method === "HEAD" ? null : unavailablePage, {
    status: 503,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "retry-after": String(unavailableRetryAfterSeconds),
      "x-request-id": requestIdFrom(request.headers),
    },
  });
  for (const [name, value] of Object.entries(commonSecurityHeaders)) {
    response.headers.set(name, value);
  }
  return secured(request, response, unavailablePagePolicy);
}

/**
 * What makes a page personal (decisions 037, 039 and 075): a login under way, and a session on the
 * pages whose render reads it. A place and a visitor id are read by the render too, but many
 * visitors share what it makes of them.
 */
async function publicPageRules(): Promise<PublicPageRules> {
  const flags = await currentFlagDocument();
  return {
    version: flags?.etag ?? "defaults",
    // What a shopper typed in a refused purchase intention (decision 078) is theirs alone.
    personalCookies: [loginTransactionCookie, plainDraftCookie],
    // /recall lists the owner's own vehicles with their open campaigns; the terms of use ask an
    // owner with new ones to accept them.
    session: { cookies: Object.values(authCookies), readBy: ["/recall", "/termos-de-uso"] },
    sharedCookies: [locationSharedCookie, visitorFlagsCookie(flags)],
    // A shared place is written into the visitor's cookie; tokens become a session.
    // The protocol of a purchase intention sent without JavaScript is the shopper's own.
    personalParameters: [coverageParameter, ...tokenParameters, "pedido"],
    // Searches through the page count against the caller's address (decision 019), and so do
    // recall look-ups (decision 027).
    addressBound: [
      { path: "/ajuda/perguntas-frequentes", parameter: "q" },
      { path: "/recall", parameter: "chassi" },
    ],
  };
}

/**
 * A page request goes on with its path for the root layout (which sends a newUser to /cadastro
 * and asks for new terms of use before any other page). A shared link's ?coverage= sets the
 * visitor's place before anything renders: the top bar, the offers and the dealers of the first
 * HTML (and of a link followed inside the site) are already that place's, with no second request
 * and no flash of another place's offers.
 */
async function pageRequest(request: NextRequest): Promise<NextResponse> {
  if (databaseAvailability.isDown()) return unavailable(request);
  const url = request.nextUrl;
  if (url.searchParams.has("id_token") && url.searchParams.has("access_token")) {
    return secured(request, sessionFromUrlTokens(request), apiContentSecurityPolicy);
  }
  // A newUser, or an owner with new terms to accept, is sent on before anything renders. The
  // client router's navigations come here too (the router strips their rsc header before this
  // runs) and follow the redirect: its layout, whose own gate sees full loads only, stays put.
  const target = await pageGateRedirect(request);
  if (target) {
    const response = NextResponse.redirect(new URL(target, appConfig().PUBLIC_BASE_URL), 307);
    response.headers.set("cache-control", "no-store");
    return secured(request, response, apiContentSecurityPolicy);
  }
  const coverage = request.method === "GET" ? url.searchParams.get(coverageParameter) : null;
  const location = coverage ? await locationFromCoverage(coverage, request) : undefined;
  // The render reads the place a link names from these cookies: the page it makes is that
  // place's, whoever follows the link, and is shared (decision 041).
  const coverageCookies = coverage &&
    location && {
      [locationCookieName]: JSON.stringify(location),
      [resolvedCoverageCookieName]: coverage.trim(),
    };
  const shared = await publicPageAnswer(
    request,
    publicPageRules,
    coverageCookies ? { name: coverageParameter, cookies: coverageCookies } : undefined,
  );
  // Its policy came with it and names the nonce of its own scripts.
  if (shared) return overHttpsOnly(request, shared);
  const headers = new Headers(request.headers);
  headers.set("x-pathname", url.pathname);
  headers.set("x-search", url.search);
  // Next.js reads the nonce from the request's policy and puts it on every script it renders.
  const policy = pagePolicy(request, newNonce());
  headers.set("content-security-policy", policy);
  if (!coverage || !location) {
    return secured(request, NextResponse.next({ request: { headers } }), policy);
  }
  const value = encodeLocationCookie(location);
  // The other cookies go on exactly as the browser sent them.
  const others = (request.headers.get("cookie") ?? "")
    .split(/;\s*/)
    .filter(
      (part) =>
        part !== "" &&
        !part.startsWith(`${locationCookieName}=`) &&
        !part.startsWith(`${resolvedCoverageCookieName}=`),
    );
  headers.set(
    "cookie",
    [
      ...others,
      `${locationCookieName}=${value}`,
      `${resolvedCoverageCookieName}=${encodeURIComponent(coverage.trim())}`,
    ].join("; "),
  );
  const response = NextResponse.next({ request: { headers } });
  // The page store's own render writes no cookie: it is the page everyone who follows the link
  // shares, and an answer that sets a cookie is never shared.
  if (isPageStoreRender(request.headers)) return secured(request, response, policy);
  // A page rendered for this request alone (a session, a client router's navigation) also
  // writes the place into the visitor's cookies: a router's navigation does not render the top
  // bar again, and its script reads the place from there.
  const secure = cameOverHttps(url, request.headers) ? "; Secure" : "";
  // Readable by the page's script, like the cookie the chooser writes, so both stay in step.
  response.headers.append(
    "set-cookie",
    `${locationCookieName}=${value}; Path=/; Max-Age=${locationCookieMaxAgeSeconds}; SameSite=Lax${secure}`,
  );
  response.headers.append(
    "set-cookie",
    `${resolvedCoverageCookieName}=${encodeURIComponent(coverage.trim())}; Path=/; Max-Age=300; SameSite=Lax${secure}`,
  );
  return secured(request, response, policy);
}

/** A path no route can have: an address where the router never looks, so no page matches it. */
const unreadablePath = "/_endereco-ilegivel";

/**
 * A page address the router cannot read (a link cut in the middle of a character, a control
 * character) is the site's own not-found page, as any other address no page has: the shopper who
 * followed it gets the menu and the way back, not a bare error answer.
 */
function unreadablePage(request: NextRequest): NextResponse {
  logger().info(
    { reqId: requestIdFrom(request.headers), method: request.method, status: 404 },
    "unreadable page address",
  );
  const headers = new Headers(request.headers);
  headers.set("x-pathname", unreadablePath);
  headers.set("x-search", "");
  const policy = pagePolicy(request, newNonce());
  headers.set("content-security-policy", policy);
  const target = request.nextUrl.clone();
  target.pathname = unreadablePath;
  target.search = "";
  return secured(request, NextResponse.rewrite(target, { request: { headers } }), policy);
}

/**
 * Refuses what the router would answer with an unlogged plain-text 500 or an empty 405: a path
 * with malformed percent-encoding (400), a method no route has, such as TRACE (405 with Allow),
 * and a method an API route does not answer (405 with its Allow), all in the error shape.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const path = rawPath(request);
  const isApi = path.startsWith("/api/");
  // A browser following a link gets a page; a program, the error shape.
  const forPage = !isApi && pageMethods.includes(request.method);
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    if (forPage) return unreadablePage(request);
    return refuse(
      request,
      apiErrors.validation("Endereço inválido: a codificação por cento (%) está malformada."),
      "(caminho malformado)",
    );
  }

  if (/[\u0000-\u001F\u007F]/.test(decoded)) {
    if (forPage) return unreadablePage(request);
    return refuse(request, apiErrors.validation("Endereço inválido."), "(caminho com controle)");
  }
  const allowed = isApi ? allowedMethods(path) : pageMethods;
  if (!knownMethods.has(request.method)) {
    return refuse(request, apiErrors.methodNotAllowed(allowed ?? pageMethods), path);
  }
  if (isApi && allowed && !allowed.includes(request.method)) {
    return refuse(request, apiErrors.methodNotAllowed(allowed), path);
  }
  if (!isApi) return pageRequest(request);
  return secured(request, NextResponse.next(), apiContentSecurityPolicy);
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
    {
      // A signed-in owner's link followed inside the site: the owner's gates (decision 021) apply
      // to it as to a full load. Not its prefetches, which the router keeps until the link is
      // followed: the navigation itself asks again.
      source: "/((?!api/|_next/static|_next/image|favicon.ico|icon.svg).*)",
      has: [
        { type: "header", key: "rsc" },
        { type: "cookie", key: "id_token" },
      ],
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "next-router-segment-prefetch" },
      ],
    },
    {
      // A link to a shared place followed inside the site: its offers come from that place too.
      source: "/((?!api/|_next/static|_next/image|favicon.ico|icon.svg).*)",
      has: [{ type: "query", key: "coverage" }],
      // Not its prefetches: the site prefetches every visible "Ver ofertas em …" link, and each
      // answer would write its place into the visitor's cookie, the last one winning. The
      // navigation itself, when the link is followed, writes it.
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "next-router-segment-prefetch" },
      ],
    },
  ],
};
