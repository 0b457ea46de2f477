import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * What a route accepts and answers. The route handler validates against it and the OpenAPI
 * document is generated from it, so the two cannot drift apart.
 */
export interface RouteContract {
  method: HttpMethod;
  /** OpenAPI-style path, e.g. /api/v1/geolocation/{location}. */
  path: string;
  summary: string;
  tag: string;
  /** "public" only for operational routes a load balancer calls (health, the API document). */
  auth: "api-key" | "public";
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  response: z.ZodType;
  /** Extra statuses this route can answer besides 200 and the generic ones. */
  errors?: number[];
  /** Mutations replay their first answer when retried with the same Idempotency-Key. */
  idempotent?: boolean;
  /**
   * Public reads the same for every visitor (offers, products, campaigns, dealers): a proxy or CDN
   * may keep them for a minute and serve them stale while it asks again; an ETag revalidates.
   */
  sharedCache?: boolean;
}
