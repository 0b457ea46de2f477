import {
  decideClaim,
  decideClaimContract,
  dealerClaimContract,
  getDealerClaim,
} from "@/features/scheduling/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(dealerClaimContract, async ({ params, caller }) => {
  const dealerId = caller.kind === "dealer" ? caller.dealerId : -1;
  return { body: await getDealerClaim(dealerId, params.protocol) };
});

export const PATCH = defineRoute(decideClaimContract, async ({ params, body, caller }) => {
  const dealerId = caller.kind === "dealer" ? caller.dealerId : -1;
  return { body: await decideClaim(dealerId, params.protocol, body) };
});
