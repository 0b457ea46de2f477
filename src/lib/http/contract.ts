import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type Caller = "visitor" | "dealer" | "operator";

/**
 * What a route accepts and answers. The route handler validates against it and the OpenAPI
 * document is generated from it, so the two cannot drift apart.
 */
export interface RouteContract {
  method: HttpMethod;
  /** OpenAPI-style path, e.g. /api/v1/geolocation/{location}. */
  path: string;
  summary: string;
  /** What a caller must know beyond the summary to call it right (OpenAPI's description). */
  description?: string;
  tag: string;
  /**
   * "api-key": the site's public key (reads, open writes with a rate limit, and routes whose
   * `callers` name a dealer or an operator); "owner": the key and a logged-in owner's session,
   * checked by `session`; "public" only for operational routes a load balancer calls.
   */
  auth: "api-key" | "owner" | "public";
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  response: z.ZodType;
  /** Extra statuses this route can answer besides 200 and the generic ones. */
  errors?: number[];
  /**
   * Who may call (decision 018), checked before the body is read: "visitor" is anyone with the
   * site's api-key (an open route); "dealer" a dealer system's access token; "operator" an
   * operator credential. Without it the route is open (reads, and open writes with a rate limit).
   */
  callers?: readonly Caller[];
  /**
   * A session the caller must hold (an owner's routes), checked like `callers` before anything
   * of the input is read: a caller without one learns nothing of what the route would accept.
   * The check throws its own refusal (401 in the error shape); the handler may call it again.
   */
  session?: (request: Request) => Promise<unknown>;
  /** Body encodings accepted besides JSON (OAuth's token endpoint takes a form). */
  form?: boolean;
  /** The status of a successful answer when it is not 200 (201 created, 303 redirect). */
  successStatus?: number;
  /** Mutations replay their first answer when retried with the same Idempotency-Key. */
  idempotent?: boolean;
  /**
   * Public reads the same for every visitor (offers, products, campaigns, dealers): a proxy or CDN
   * may keep them for a minute and serve them stale while it asks again; an ETag revalidates.
   */
  sharedCache?: boolean;
  /** The body cap when the route takes more than the API's 64 kB (a booking's photos). */
  maxBodyBytes?: number;
}
