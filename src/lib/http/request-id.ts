import { randomUUID } from "node:crypto";

const acceptable = /^[A-Za-z0-9._-]{8,64}$/;

/** Keeps a caller's x-request-id when it is safe to log, so traces join across services. */
export function requestIdFrom(headers: Headers): string {
  const incoming = headers.get("x-request-id");
  return incoming && acceptable.test(incoming) ? incoming : randomUUID();
}
