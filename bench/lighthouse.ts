import { mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export interface PageScore {
  path: string;
  /** Where the audit ended: a redirect (an owner page asked by a visitor) shows here. */
  finalUrl: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptTransferBytes: number;
  /** Audits below full marks in best practices, so a lost point names its cause. */
  bestPracticesFailures: string[];
  /** What the browser's issues panel reported (an inspector-issues loss names its cause here). */
  inspectorIssues: string[];
  /** The element Lighthouse took as the largest contentful paint. */
  lcpElement: string;
  /** Why the audit did not run, when it did not. */
  runtimeError?: string;
  /**
   * Lighthouse's own measure of this machine's CPU at the time of the run: TBT and LCP scale with
   * it, so runs on different machines compare only with it beside them.
   */
  benchmarkIndex: number;
}

const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

export interface BrowserCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  expires: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: "Strict" | "Lax" | "None";
}

/** Puts an owner's session in the fresh Chromium's jar, as if they had logged in there. */
async function addCookies(debuggingPort: number, cookies: BrowserCookie[]): Promise<void> {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error("the launched Chromium has no default context");
    await context.addCookies(cookies);
  } finally {
    // Disconnects from the browser, which chrome-launcher still owns.
    await browser.close();
  }
}

interface InspectorIssueGroup {
  issueType?: string;
  subItems?: { items?: { url?: string; [key: string]: unknown }[] };
}

/** The LCP element's label and snippet, from the LCP breakdown insight's node. */
function lcpElementOf(details: unknown): string {
  const items = (details as { items?: { type?: string; nodeLabel?: string; snippet?: string }[] })
    ?.items;
  const node = items?.find((item) => item.type === "node");
  return node ? `${node.snippet ?? ""} ${node.nodeLabel ?? ""}`.trim().slice(0, 160) : "";
}

/**
 * Lighthouse with its default mobile emulation and throttling, one fresh Chromium per page;
 * cookies in its jar audit a page as the owner whose session they carry (the page's own script
 * reads them, so a header alone would not do). A 404 page is audited despite its status.
 */
export async function auditPage(
  baseUrl: string,
  path: string,
  options: { cookies?: BrowserCookie[]; ignoreStatusCode?: boolean } = {},
): Promise<PageScore> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags,
  });
  try {
    if (options.cookies) await addCookies(chrome.port, options.cookies);
    const result = await lighthouse(`${baseUrl}${path}`, {
      port: chrome.port,
      logLevel: "error",
      output: "json",
      // Storage reset would clear the owner's session before the page loads.
      disableStorageReset: options.cookies !== undefined,
      ignoreStatusCode: options.ignoreStatusCode ?? false,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    // LIGHTHOUSE_REPORT_DIR keeps each full report, to read a lost point or a trace in detail.
    const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      const name = path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
      writeFileSync(`${reportDir}/${name}.json`, JSON.stringify(result.lhr));
    }
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const requests =
      (audits["network-requests"]?.details as { items?: NetworkRequest[] } | undefined)?.items ??
      [];
    return {
      path,
      finalUrl: result.lhr.finalDisplayedUrl,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      bestPracticesFailures: (categories["best-practices"]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
      seo: score("seo"),
      lcpMs: Math.round(numeric("largest-contentful-paint")),
      tbtMs: Math.round(numeric("total-blocking-time")),
      cls: Number(numeric("cumulative-layout-shift").toFixed(3)),
      inspectorIssues: (
        (audits["inspector-issues"]?.details as { items?: InspectorIssueGroup[] } | undefined)
          ?.items ?? []
      ).map(
        (group) =>
          `${group.issueType ?? "?"}: ${JSON.stringify(group.subItems?.items?.slice(0, 2) ?? [])}`,
      ),
      lcpElement: lcpElementOf(audits["lcp-breakdown-insight"]?.details),
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
      ...(result.lhr.runtimeError ? { runtimeError: result.lhr.runtimeError.code } : {}),
      scriptTransferBytes: requests
        .filter((request) => request.resourceType === "Script")
        .reduce((total, request) => total + (request.transferSize ?? 0), 0),
    };
  } finally {
    chrome.kill();
  }
}
