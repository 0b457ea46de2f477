import { createHash } from "node:crypto";
import { type ApiError, errorBody } from "./api-error";

export function jsonResponse(
  body: unknown,
  status: number,
  requestId: string,
  headers?: Record<string, string>,
): Response {
  return Response.json(body, {
    status,
    headers: { "x-request-id": requestId, "cache-control": "no-store", ...headers },
  });
}

/** What a shared cache may do with a public read (decision 029). */
export const sharedCacheControl = "public, s-maxage=60, stale-while-revalidate=600";

// A body a route hands out again (a remembered page of offers) is serialized and hashed once.
// Bodies are never changed once answered, so the object is a safe key.
const serializedBodies = new WeakMap<object, { text: string; etag: string }>();

function serialized(body: unknown): { text: string; etag: string } {
  const known = typeof body === "object" && body !== null ? serializedBodies.get(body) : undefined;
  if (known) return known;
  const text = JSON.stringify(body);
  const made = { text, etag: `W/"${createHash("sha1").update(text).digest("base64url")}"` };
  if (typeof body === "object" && body !== null) serializedBodies.set(body, made);
  return made;
}

/**
 * A public read with a validator: the same body gives the same ETag, and a client or cache that
 * already holds it gets a 304 without the body.
 */
export function sharedCacheResponse(
  body: unknown,
  requestId: string,
  request: Request,
  headers?: Record<string, string>,
): Response {
  const { text, etag } = serialized(body);
  const shared = {
    "x-request-id": requestId,
    "cache-control": sharedCacheControl,
    etag,
    // The api-key identifies the site; a cache keeps one copy per key it was asked with.
    vary: "api-key",
    ...headers,
  };
  const known = request.headers.get("if-none-match");
  if (known && known.split(/\s*,\s*/).includes(etag))
    return new Response(null, { status: 304, headers: shared });
  return new Response(text, {
    status: 200,
    headers: { "content-type": "application/json", ...shared },
  });
}

export function errorResponse(error: ApiError, requestId: string): Response {
  return jsonResponse(errorBody(error), error.status, requestId, error.headers);
}
