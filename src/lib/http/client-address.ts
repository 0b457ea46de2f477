import { addressGroup } from "./address-group";

/**
 * The caller's address as the nearest proxy saw it: the last entry of X-Forwarded-For (a reverse
 * proxy appends the address it received the request from; Next.js sets it from the socket when no
 * proxy did). Decision 019 says why the first entry, which any client can write, is not used. An
 * IPv6 caller counts by its /64 network (addressGroup).
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
