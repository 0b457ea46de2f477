// First-load JavaScript per page: every script the HTML asks for (src and modulepreload), and every
// script a phone-sized Chromium then fetches for the page untouched until the network is idle,
// fetched from the running production server and gzipped at level 9 (what a CDN sends). Code
// loaded on a first click or opening is not counted. Budget: 150 kB (issue 13). Used by
// `npm run bench`; `npm run bench:js` runs it alone.
// A `nomodule` script (Next.js's legacy polyfills) is never fetched by a browser that runs modules,
// which every browser the storefront supports does; it is reported apart, not counted.
import { gzipSync } from "node:zlib";
import { chromium, type Browser } from "@playwright/test";

export interface PageJs {
  path: string;
  scripts: number;
  gzipBytes: number;
  rawBytes: number;
  /**
   * Of gzipBytes, what the page fetches by itself after its HTML's scripts, with no interaction,
   * until the network is idle: code split off but needed to show the page (a lazy part rendered
   * on the server, an idle-time enhancement). Counted: the visitor downloads it all the same.
   */
  selfLoadedGzipBytes: number;
  /** What only a browser without module support downloads (`<script nomodule>`), gzip. */
  legacyGzipBytes: number;
  htmlGzipBytes: number;
}

export const firstLoadBudgetBytes = 150 * 1024;

/** The visitor pages of SPEC.md's route table that answer 200 to a visitor, plus the 404 page. */
export function visitorPages(offerSlug: string): string[] {
  return [
    "/",
    "/ofertas",
    "/ofertas/modelo",
    "/ofertas/rede-de-concessionaria",
    "/ofertas/vendas-diretas",
    `/ofertas/${offerSlug}`,
    "/ofertas/comparar",
    "/rede-de-concessionaria",
    "/agendamento",
    "/recall",
    "/ajuda",
    "/ajuda/perguntas-frequentes",
    "/sob",
    "/pagina-que-nao-existe",
  ];
}

const isLegacyOnly = (tag: string) => /\snomodule(?:=|\s|>)/i.test(tag);

const legacyScriptSources = (html: string) =>
  [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"[^>]*>/g)]
    .filter((match) => isLegacyOnly(match[0]))
    .map((match) => match[1] ?? "");

const scriptSources = (html: string) => [
  ...new Set(
    [
      ...[...html.matchAll(/<script[^>]*\bsrc="([^"]+)"[^>]*>/g)].filter(
        (match) => !isLegacyOnly(match[0]),
      ),
      ...html.matchAll(
        /<link[^>]*rel="(?:modulepreload|preload)"[^>]*as="script"[^>]*href="([^"]+)"/g,
      ),
      ...html.matchAll(/<link[^>]*href="([^"]+)"[^>]*as="script"/g),
    ].map((match) => match[1] ?? ""),
  ),
];

/** The owner's pages of SPEC.md's route table, measured with a registered owner's session. */
export const ownerPages = [
  "/garagem",
  "/garagem?view=meuveiculo",
  "/cadastro?novoVeiculo=1",
  "/minha-conta",
  "/profile/my-vehicle",
  "/profile/dealer/change",
  "/agendamento",
  // The booking wizard opens on its first step; the others load as they are reached.
  "/agendamento/servicos?flow=periodic_revision",
];

export async function measureFirstLoadJs(
  baseUrl: string,
  paths: string[],
  /** A Cookie header: an owner's session, for the owner's pages. */
  cookie?: string,
): Promise<PageJs[]> {
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const results: PageJs[] = [];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  try {
    for (const path of paths) results.push(await measurePage(path));
  } finally {
    await browser.close();
  }
  return results;

  async function measurePage(path: string): Promise<PageJs> {
    const answer = await fetch(`${baseUrl}${path}`, {
      headers: cookie ? { cookie } : {},
      redirect: "manual",
    });
    // A redirect (a session the page refused) would measure nothing: say so instead.
    if (answer.status >= 300 && answer.status < 400) {
      throw new Error(`${path} answered ${answer.status} to ${answer.headers.get("location")}`);
    }
    const html = await answer.text();
    const sizeOf = async (source: string) => {
      let size = sizes.get(source);
      if (!size) {
        const body = Buffer.from(await (await fetch(new URL(source, baseUrl))).arrayBuffer());
        size = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
        sizes.set(source, size);
      }
      return size;
    };
    let gzipBytes = 0;
    let rawBytes = 0;
    const sources = scriptSources(html);
    for (const source of sources) {
      const size = await sizeOf(source);
      gzipBytes += size.gzip;
      rawBytes += size.raw;
    }
    let selfLoadedGzipBytes = 0;
    const later = (await scriptsFetchedByThePage(browser, baseUrl, path, cookie)).filter(
      (source) => !sources.includes(source),
    );
    for (const source of later) {
      const size = await sizeOf(source);
      gzipBytes += size.gzip;
      rawBytes += size.raw;
      selfLoadedGzipBytes += size.gzip;
    }
    let legacyGzipBytes = 0;
    for (const source of legacyScriptSources(html)) legacyGzipBytes += (await sizeOf(source)).gzip;
    // BENCH_JS_SCRIPTS=1 lists each script of each page, to see which chunk a change moved.
    if (process.env.BENCH_JS_SCRIPTS) {
      for (const source of [...sources, ...later]) {
        console.log(`${path}\t${((await sizeOf(source)).gzip / 1024).toFixed(2)} kB\t${source}`);
      }
    }
    return {
      path,
      scripts: sources.length + later.length,
      gzipBytes,
      rawBytes,
      selfLoadedGzipBytes,
      legacyGzipBytes,
      htmlGzipBytes: gzipSync(Buffer.from(html), { level: 9 }).length,
    };
  }
}

/** Every script a phone-sized Chromium fetches for the page, untouched, until the network is idle. */
async function scriptsFetchedByThePage(
  browser: Browser,
  baseUrl: string,
  path: string,
  cookie: string | undefined,
): Promise<string[]> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: "pt-BR",
    extraHTTPHeaders: cookie ? { cookie } : {},
  });
  try {
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() !== "script") return;
      const url = new URL(request.url());
      if (url.origin === new URL(baseUrl).origin) fetched.push(url.pathname + url.search);
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: "load" });
    // A page that keeps a request open (the client router's prefetches on a slow machine) is
    // measured after 10 s of waiting for the network to settle.
    await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
    return [...new Set(fetched)];
  } finally {
    await context.close();
  }
}

export function firstLoadTable(pages: PageJs[]): string[] {
  const kB = (bytes: number) => (bytes / 1024).toFixed(1);
  return [
    "| page | scripts | first-load JS (gzip) | of which fetched by the page itself | raw | within 150 kB | legacy-only `nomodule` (gzip, not counted) | HTML (gzip) |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ...pages.map(
      (page) =>
        `| ${page.path} | ${page.scripts} | ${kB(page.gzipBytes)} kB | ${kB(page.selfLoadedGzipBytes)} kB | ${kB(page.rawBytes)} kB | ${page.gzipBytes <= firstLoadBudgetBytes ? "yes" : "no"} | ${kB(page.legacyGzipBytes)} kB | ${kB(page.htmlGzipBytes)} kB |`,
    ),
  ];
}
