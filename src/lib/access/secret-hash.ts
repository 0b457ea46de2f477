import { createHash, timingSafeEqual } from "node:crypto";

/** SHA-256 of a random token: enough for 256-bit secrets, which no dictionary can guess. */
export const tokenHash = (token: string): string =>
  createHash("sha256").update(token).digest("hex");

/** Constant-time comparison of two secrets of any length. */
export function sameSecret(received: string, expected: string): boolean {
  const a = createHash("sha256").update(received).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "");
  return match?.[1];
}
