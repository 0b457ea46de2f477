import { createHash } from "node:crypto";
import { request as httpRequest } from "node:http";
import { pageRenderHeader } from "./public-page-request";
import type { RenderedPage } from "./page-store";

// Only what the key holds (host and scheme, the shared cookies) reaches the render, plus the
// address and request id for its log line. No other cookie, language or user agent: a shared page
// may not depend on them.
const forwardedHeaders = [
  "host",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-for",
  "x-request-id",
];

// Headers of one delivery (or ones the cache writes itself) are not part of the stored page.
const deliveryHeaders = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "x-request-id",
  "cache-control",
  "etag",
  "age",
  "strict-transport-security",
  "set-cookie",
]);

const shareableStatuses = new Set([200, 404]);

export interface LoopbackTarget {
  port: number;
  timeoutMs: number;
}

/**
 * Renders the page through this very server, with only the key's cookies, and reads the whole
 * answer. Undefined when the server cannot be reached in time: the visitor's own request is then
 * rendered as usual.
 */
export function renderThroughLoopback(
  target: LoopbackTarget,
  path: string,
  incoming: Pick<Headers, "get">,
  cookie: string | undefined,
): Promise<RenderedPage | undefined> {
  const headers: Record<string, string> = {
    [pageRenderHeader]: "1",
    accept: "text/html",
    "accept-encoding": "identity",
    ...(cookie ? { cookie } : {}),
  };
  for (const name of forwardedHeaders) {
    const value = incoming.get(name);
    if (value !== null) headers[name] = value;
  }
  return new Promise((resolve) => {
    const call = httpRequest(
      { host: "127.0.0.1", port: target.port, path, method: "GET", headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("error", () => resolve(undefined));
        answer.on("end", () => {
          const body = Buffer.concat(chunks);
          const status = answer.statusCode ?? 500;
          const kept: Array<[string, string]> = [];
          for (const [name, value] of Object.entries(answer.headers)) {
            if (value === undefined || deliveryHeaders.has(name)) continue;
            kept.push([name, Array.isArray(value) ? value.join(", ") : value]);
          }
          const html = String(answer.headers["content-type"] ?? "").startsWith("text/html");
          resolve({
            page: {
              status,
              headers: kept,
              body,
              etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
            },
            shareable: shareableStatuses.has(status) && html && !answer.headers["set-cookie"],
          });
        });
      },
    );
    call.setTimeout(target.timeoutMs, () => call.destroy());
    call.on("error", () => resolve(undefined));
    call.end();
  });
}
