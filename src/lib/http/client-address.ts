import { addressGroup } from "./address-group";

/**
 * The caller's address: the last entry of X-Forwarded-For. At the HTTP server the header was
 * already replaced by the one address the process trusts (trusted-client-address.ts: the socket's
 * peer, or the hop the nearest of TRUSTED_PROXIES proxies appended), so no client writes it
 * (decisions 019 and 061). An IPv6 caller counts by its /64 network (addressGroup).
 */
export function clientAddress(request: Pick<Request, "headers">): string {
  const forwarded = request.headers.get("x-forwarded-for") ?? "";
  const hops = forwarded
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  const nearest = hops.at(-1) ?? request.headers.get("x-real-ip") ?? "unknown";
  // IPv4-mapped IPv6 and IPv4 are one address; a malformed value becomes one shared bucket.
  const address = nearest.replace(/^::ffff:/i, "");
  return /^[0-9A-Fa-f:.]{2,45}$/.test(address) ? addressGroup(address) : "unknown";
}
