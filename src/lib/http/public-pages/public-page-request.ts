// Which page requests every cookie-less visitor would get the same answer to (decision 037).

/** The header a page render asked by the cache itself carries, so it is rendered, not looked up. */
export const pageRenderHeader = "x-storefront-page-render";

/** The shopper's pages: the same for every visitor of a place, with no account behind them. */
const publicPaths = [
  /^\/$/,
  /^\/ofertas(\/[^/]+)*\/?$/,
  /^\/rede-de-concessionaria\/?$/,
  /^\/ajuda(\/[^/]+)*\/?$/,
  /^\/recall\/?$/,
  /^\/termos-de-uso\/?$/,
  /^\/sob\/?$/,
];

export interface PageRequest {
  method: string;
  url: URL;
  headers: Pick<Headers, "get">;
}

export interface PublicPageRules {
  /** Cookies the server reads while it renders a page: with any of them the page is personal. */
  personalCookies: readonly string[];
  /** Query parameters that make the answer personal: a place written into a cookie, tokens. */
  personalParameters: readonly string[];
  /** Pages whose answer depends on the caller's address when they carry this parameter. */
  addressBound: ReadonlyArray<{ path: string; parameter: string }>;
}

function cookieNames(header: string | null): string[] {
  return (header ?? "")
    .split(";")
    .map((part) => part.split("=")[0]?.trim() ?? "")
    .filter(Boolean);
}

/**
 * The cache key of a page every cookie-less visitor shares, or undefined when this request's page
 * may be personal. The key holds what the page is rendered from besides the stored content: the
 * scheme and host (each site and its policy), the path and query, and the version of the flags.
 */
export function publicPageKey(
  request: PageRequest,
  rules: PublicPageRules,
  flagsVersion: string,
): string | undefined {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  if (request.headers.get(pageRenderHeader) !== null) return undefined;
  const { pathname, searchParams } = request.url;
  if (!publicPaths.some((path) => path.test(pathname))) return undefined;
  const personal = new Set(rules.personalCookies);
  if (cookieNames(request.headers.get("cookie")).some((name) => personal.has(name))) {
    return undefined;
  }
  if (rules.personalParameters.some((name) => searchParams.has(name))) return undefined;
  const bound = rules.addressBound.some(
    ({ path, parameter }) => pathname === path && searchParams.has(parameter),
  );
  if (bound) return undefined;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? "";
  const scheme = request.headers.get("x-forwarded-proto") ?? request.url.protocol.replace(":", "");
  return `${flagsVersion} ${scheme}://${host.toLowerCase()}${pathname}${request.url.search}`;
}
