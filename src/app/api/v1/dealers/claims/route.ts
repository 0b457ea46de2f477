import { dealerClaimsContract, listDealerClaims } from "@/features/scheduling/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(dealerClaimsContract, async ({ query, caller }) => {
  const dealerId = caller.kind === "dealer" ? caller.dealerId : -1;
  return {
    body: {
      claims: await listDealerClaims(dealerId, {
        status: query.status,
        since: query.since ? new Date(query.since) : undefined,
        limit: query.limit,
      }),
    },
  };
});
