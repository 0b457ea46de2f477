import { grantRecallToken, recallTokenContract } from "@/features/recall/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const POST = defineRoute(recallTokenContract, async ({ body }) => ({
  body: await grantRecallToken(body.client_id, body.client_secret),
  headers: { "cache-control": "no-store" },
}));
