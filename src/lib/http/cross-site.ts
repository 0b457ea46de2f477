import { config } from "../config";
import { ApiError } from "./api-error";

/**
 * Refuses a state-changing request sent by another site's page (CSRF). The browser names that
 * page in `Sec-Fetch-Site`, and in `Origin` for any request that writes. A dealer's system or a
 * command-line client sends neither header, so it passes.
 */
export function refuseCrossSiteWrite(request: Request): void {
  if (["GET", "HEAD", "OPTIONS"].includes(request.method)) return;
  const origin = request.headers.get("origin");
  const site = new URL(config().PUBLIC_BASE_URL).origin;
  const requestOrigin = new URL(request.url).origin;
  if (
    request.headers.get("sec-fetch-site") === "cross-site" ||
    (origin !== null && origin !== site && origin !== requestOrigin)
  ) {
    throw new ApiError(403, "FORBIDDEN", "Pedido de outro site recusado.");
  }
}
