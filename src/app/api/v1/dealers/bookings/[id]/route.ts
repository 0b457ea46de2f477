import { dealerBookingOutcomeContract, recordVisitOutcome } from "@/features/scheduling/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const PATCH = defineRoute(dealerBookingOutcomeContract, async ({ params, body, caller }) => {
  const dealerId = caller.kind === "dealer" ? caller.dealerId : -1;
  return { body: await recordVisitOutcome(dealerId, params.id, body) };
});
