import { enableNegotiationContract, setOfferNegotiation } from "@/features/offers/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const POST = defineRoute(enableNegotiationContract, async ({ body }) => ({
  body: await setOfferNegotiation(body.id, body.enabled),
}));
