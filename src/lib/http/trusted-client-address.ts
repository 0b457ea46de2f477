import http from "node:http";
import { config } from "../config";
import { processSlot } from "../process-state";

/**
 * The address the per-address rate limits count, from what the server can trust: the socket's
 * peer, and before it only the hops that `trustedProxies` reverse proxies appended. Every proxy
 * appends the address it received the request from, so with N proxies in front the client is the
 * (N+1)th hop from the end; anything further left was written by the client. With fewer hops than
 * that, the farthest one known stands.
 */
export function trustedClientAddress(
  forwardedFor: string | string[] | undefined,
  peer: string | undefined,
  trustedProxies: number,
): string {
  const written = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? ""))
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  const hops = [...written, peer ?? "unknown"];
  return hops[Math.max(0, hops.length - 1 - trustedProxies)] ?? "unknown";
}

/**
 * Replaces the forwarding headers of a request by the one address the server trusts, before any
 * handler reads them. Next.js keeps an X-Forwarded-For the client sent and fills it from the
 * socket only when it is missing, so a client reaching the server directly could otherwise name a
 * new address on every request and escape the per-address limits.
 */
export function assignTrustedClientAddress(
  request: http.IncomingMessage,
  trustedProxies: number,
): void {
  request.headers["x-forwarded-for"] = trustedClientAddress(
    request.headers["x-forwarded-for"],
    request.socket.remoteAddress,
    trustedProxies,
  );
  delete request.headers["x-real-ip"];
}

/** A request listener that sees only the trusted address (the identity provider's server). */
export function trustingClientAddress(
  listener: http.RequestListener,
  trustedProxies: number,
): http.RequestListener {
  return (request, response) => {
    assignTrustedClientAddress(request, trustedProxies);
    listener(request, response);
  };
}

const installed = processSlot<true>("http.clientAddressTrusted");

/**
 * Rewrites every request of the storefront's process at the HTTP server, before Next.js sees it,
 * with TRUSTED_PROXIES proxies trusted. Installed once per process by instrumentation.
 */
export function trustClientAddressAtServer(): void {
  if (installed.get()) return;
  installed.set(true);
  const trustedProxies = config().TRUSTED_PROXIES;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: http.Server, event: string, ...args: unknown[]) {
    if (event === "request") {
      assignTrustedClientAddress(args[0] as http.IncomingMessage, trustedProxies);
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}
