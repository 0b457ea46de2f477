import { dealerTokenContract, grantDealerToken } from "@/features/leads/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const POST = defineRoute(dealerTokenContract, async ({ body }) => ({
  body: await grantDealerToken(body.client_id, body.client_secret),
  headers: { "cache-control": "no-store" },
}));
