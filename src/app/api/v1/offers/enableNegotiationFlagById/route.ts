import { enableNegotiationContract, setOfferNegotiation } from "@/features/offers/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

// A dealer's token (for an offer it sells) or an operator credential; the api-key alone is 401.
export const POST = defineRoute(enableNegotiationContract, async ({ body, caller }) => ({
  body: await setOfferNegotiation(
    body.id,
    body.enabled,
    caller.kind === "dealer" ? { dealerId: caller.dealerId } : {},
  ),
}));
