import { NextResponse, type NextRequest } from "next/server";
import { config } from "../../config";
import { processSingleton } from "../../process-state";
import { requestIdFrom } from "../request-id";
import { renderThroughLoopback } from "./loopback-render";
import { createPageStore, type PageCacheAnswer, type PageStore } from "./page-store";
import {
  pageRenderHeader,
  publicPageKey,
  type PublicPageRules,
  type ResolvedParameter,
} from "./public-page-request";

export type { PublicPageRules, ResolvedParameter, SharedCookie } from "./public-page-request";

// A page waits this long for its render at most before it is rendered on its own.
const renderTimeoutMs = 20_000;
// What proxies may serve after s-maxage while they fetch the page again. This server serves a
// stale page for as long again as it was fresh, no longer, so a price on another instance is at
// most three minutes old (docs/deploy.md).
const staleSeconds = 600;

// One store per process: the proxy serves from it, and a change saved through an API route (a
// separate bundle) empties it.
const pageStore = processSingleton<PageStore | undefined>("publicPages.store", () => {
  const seconds = config().PAGE_CACHE_SECONDS;
  if (seconds === 0) return undefined;
  return createPageStore({
    freshMs: seconds * 1000,
    staleMs: seconds * 1000,
    maxEntries: 500,
    maxBytes: 64 * 1024 * 1024,
  });
});

/** Whether this request is the page store's own render of a page it will share. */
export function isPageStoreRender(headers: Pick<Headers, "get">): boolean {
  return headers.get(pageRenderHeader) !== null;
}

/** Forgets every shared page: their offers, prices or campaigns changed. */
export function forgetPublicPages(): void {
  pageStore()?.forget();
}

function cacheControl(): string {
  return `public, s-maxage=${config().PAGE_CACHE_SECONDS}, stale-while-revalidate=${staleSeconds}`;
}

function delivered(request: NextRequest, answer: PageCacheAnswer): NextResponse {
  const { page } = answer;
  const headers = new Headers();
  for (const [name, value] of page.headers) headers.set(name, value);
  // One page for many cookie headers, but which one depends on them: a proxy keys by the header.
  headers.set("vary", [headers.get("vary"), "Cookie"].filter(Boolean).join(", "));
  headers.set("cache-control", cacheControl());
  headers.set("etag", page.etag);
  headers.set("age", String(Math.max(0, Math.floor((Date.now() - page.storedAt) / 1000))));
  headers.set("x-page-cache", answer.state);
  headers.set("x-request-id", requestIdFrom(request.headers));
  const matches = (request.headers.get("if-none-match") ?? "")
    .split(",")
    .some((tag) => tag.trim().replace(/^W\//, "") === page.etag);
  if (matches) return new NextResponse(null, { status: 304, headers });
  // The server compresses it on the way out, as it does its static files.
  const body = request.method === "HEAD" ? null : page.body;
  return new NextResponse(body, { status: page.status, headers });
}

/**
 * The shared answer to a page request that carries nothing personal, or undefined: the page is
 * rendered for this request as usual. The rules are read for every page request (they hold the
 * flag document's version), as the flags were before decision 039.
 */
export async function publicPageAnswer(
  request: NextRequest,
  rules: () => Promise<PublicPageRules>,
  resolved?: ResolvedParameter,
): Promise<NextResponse | undefined> {
  const store = pageStore();
  if (!store) return undefined;
  const shared = publicPageKey(
    { method: request.method, url: request.nextUrl, headers: request.headers },
    await rules(),
    resolved,
  );
  if (!shared) return undefined;
  const path = `${request.nextUrl.pathname}${request.nextUrl.search}`;
  const target = { port: config().PORT, timeoutMs: renderTimeoutMs };
  const answer = await store.answer(shared.key, () =>
    renderThroughLoopback(target, path, request.headers, shared.cookie),
  );
  return answer && delivered(request, answer);
}
