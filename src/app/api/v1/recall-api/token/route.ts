import { clientCredentialsOf } from "@/features/leads/server";
import { grantRecallToken, recallTokenContract } from "@/features/recall/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const POST = defineRoute(recallTokenContract, async ({ body, request }) => {
  const { clientId, clientSecret } = await clientCredentialsOf(body, request);
  return {
    body: await grantRecallToken(clientId, clientSecret),
    headers: { "cache-control": "no-store" },
  };
});
