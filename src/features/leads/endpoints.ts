import * as v from "valibot";
import { endpoint } from "@/lib/api-client";
import type { LeadContact } from "./domain/lead-schema";

export type LeadRequest = LeadContact &
  (
    | { kind: "purchase"; offerId: number; simulation?: unknown }
    | { kind: "subscription"; planId: number }
  );

/** The purchase intention and the Sign&Drive interest, one call. */
export const leadEndpoints = {
  create: endpoint(
    "POST",
    "/api/v1/leads",
    v.object({
      protocol: v.string(),
      createdAt: v.string(),
      dealer: v.object({ code: v.string(), name: v.string() }),
      simulationLeftOut: v.optional(v.boolean(), false),
    }),
  ).withBody<LeadRequest>(),
};
