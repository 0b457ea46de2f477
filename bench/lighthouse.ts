import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export interface PageScore {
  path: string;
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

/** Lighthouse with its default mobile emulation and throttling, one fresh Chromium per page. */
export async function auditPage(baseUrl: string, path: string): Promise<PageScore> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags,
  });
  try {
    const result = await lighthouse(`${baseUrl}${path}`, {
      port: chrome.port,
      logLevel: "error",
      output: "json",
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const requests =
      (audits["network-requests"]?.details as { items?: NetworkRequest[] } | undefined)?.items ??
      [];
    return {
      path,
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
      scriptTransferBytes: requests
        .filter((request) => request.resourceType === "Script")
        .reduce((total, request) => total + (request.transferSize ?? 0), 0),
    };
  } finally {
    chrome.kill();
  }
}
