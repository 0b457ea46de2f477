import {
  clientCredentialsOf,
  dealerTokenContract,
  grantDealerToken,
} from "@/features/leads/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const POST = defineRoute(dealerTokenContract, async ({ body, request }) => {
  const { clientId, clientSecret } = await clientCredentialsOf(body, request);
  return {
    body: await grantDealerToken(clientId, clientSecret),
    headers: { "cache-control": "no-store" },
  };
});
