// Which page requests share one answer (decisions 037 and 039): those without a cookie the render
// reads, and those whose cookies the render turns into something many visitors have in common.

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

/**
 * A cookie the render reads that many visitors share in effect (a place, a flag bucket): the page
 * is keyed by what the render makes of it, and the cache's own render is given it.
 */
export interface SharedCookie {
  name: string;
  /**
   * What the render makes of this value, as a key, and the value the cache's own render gets;
   * undefined when the render ignores the value (one it cannot read), as if it were absent.
   */
  variant(value: string): { key: string; value: string } | undefined;
}

export interface PublicPageRules {
  /** What the pages are rendered from besides the request: the version of the flag document. */
  version: string;
  /** Cookies the server reads while it renders a page: with any of them the page is personal. */
  personalCookies: readonly string[];
  /**
   * The session's cookies, and the pages whose render reads the session (decision 075). On every
   * other shopper's page the top bar asks for the owner itself, so an owner shares the page a
   * visitor gets.
   */
  session: { cookies: readonly string[]; readBy: readonly string[] };
  /** Cookies the render reads that still leave the page one of a few (decision 039). */
  sharedCookies: readonly SharedCookie[];
  /** Query parameters that make the answer personal: a place written into a cookie, tokens. */
  personalParameters: readonly string[];
  /** Pages whose answer depends on the caller's address when they carry this parameter. */
  addressBound: ReadonlyArray<{ path: string; parameter: string }>;
}

/**
 * The cookies as the render reads them (Next.js's own parse): values decoded, a value that does
 * not decode skipped, the last of a repeated name kept.
 */
function parseCookies(header: string | null): Map<string, string> {
  const jar = new Map<string, string>();
  for (const pair of (header ?? "").split(/; */)) {
    if (!pair) continue;
    const split = pair.indexOf("=");
    if (split === -1) {
      jar.set(pair, "true");
      continue;
    }
    try {
      jar.set(pair.slice(0, split), decodeURIComponent(pair.slice(split + 1)));
    } catch {
      // Next.js skips it too: the render never sees this value.
    }
  }
  return jar;
}

/**
 * A query parameter the proxy already turned into what the render reads (a shared link's
 * ?coverage=, resolved into a place): with it the page is keyed and rendered with these cookies in
 * place of the visitor's own, so every visitor of the link shares one page.
 */
export interface ResolvedParameter {
  name: string;
  /** The cookies the render reads for it, by name, as the render reads them (decoded). */
  cookies: Readonly<Record<string, string>>;
}

export interface SharedPageRequest {
  key: string;
  /** The Cookie header of the cache's own render: the shared cookies' values, nothing else. */
  cookie: string | undefined;
}

/**
 * The cache key of a page many visitors share, or undefined when this request's page may be
 * personal. The key holds what the page is rendered from besides the stored content: the scheme
 * and host (each site and its policy), the path and query, the version of the flags, and what the
 * render makes of each shared cookie.
 */
export function publicPageKey(
  request: PageRequest,
  rules: PublicPageRules,
  resolved?: ResolvedParameter,
): SharedPageRequest | undefined {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  if (request.headers.get(pageRenderHeader) !== null) return undefined;
  // A client router's request wants the page's RSC payload, not its HTML.
  if (request.headers.get("rsc") !== null) return undefined;
  const { pathname, searchParams } = request.url;
  if (!publicPaths.some((path) => path.test(pathname))) return undefined;
  const jar = parseCookies(request.headers.get("cookie"));
  if (rules.personalCookies.some((name) => jar.has(name))) return undefined;
  const readsSession = rules.session.readBy.includes(pathname.replace(/(.)\/$/, "$1"));
  if (readsSession && rules.session.cookies.some((name) => jar.has(name))) return undefined;
  const personal = rules.personalParameters.filter((name) => name !== resolved?.name);
  if (personal.some((name) => searchParams.has(name))) return undefined;
  for (const [name, value] of Object.entries(resolved?.cookies ?? {})) jar.set(name, value);
  const bound = rules.addressBound.some(
    ({ path, parameter }) => pathname === path && searchParams.has(parameter),
  );
  if (bound) return undefined;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? "";
  const scheme = request.headers.get("x-forwarded-proto") ?? request.url.protocol.replace(":", "");
  const keyParts = [
    `${rules.version} ${scheme}://${host.toLowerCase()}${pathname}${request.url.search}`,
  ];
  const forwarded: string[] = [];
  for (const cookie of rules.sharedCookies) {
    const value = jar.get(cookie.name);
    const variant = value === undefined ? undefined : cookie.variant(value);
    if (!variant) continue;
    keyParts.push(`${cookie.name}=${variant.key}`);
    forwarded.push(`${cookie.name}=${encodeURIComponent(variant.value)}`);
  }
  // What the parameter stands for and no shared cookie covers reaches the render as it is; the
  // parameter itself is in the key already.
  const shared = new Set(rules.sharedCookies.map((cookie) => cookie.name));
  for (const [name, value] of Object.entries(resolved?.cookies ?? {})) {
    if (!shared.has(name)) forwarded.push(`${name}=${encodeURIComponent(value)}`);
  }
  return {
    key: keyParts.join(" "),
    cookie: forwarded.length > 0 ? forwarded.join("; ") : undefined,
  };
}
