import { createHash, timingSafeEqual } from "node:crypto";

function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}

/** Constant-time comparison, so the key cannot be guessed byte by byte from response times. */
export function isValidApiKey(received: string | null, expected: string): boolean {
  if (!received) return false;
  return timingSafeEqual(digest(received), digest(expected));
}
