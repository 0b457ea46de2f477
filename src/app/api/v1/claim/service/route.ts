import {
  listOwnerClaims,
  ownerClaimsContract,
  requireNamedOwner,
  requireOwner,
  serviceClaimContract,
  submitServiceClaim,
} from "@/features/scheduling/server";
import { defineRoute } from "@/lib/http";

export const POST = defineRoute(serviceClaimContract, async ({ body, request }) => {
  const owner = await requireNamedOwner(request);
  return {
    status: 201,
    body: await submitServiceClaim(owner.ownerId, body, { ownerName: owner.name }),
  };
});

export const GET = defineRoute(ownerClaimsContract, async ({ request }) => ({
  body: { claims: await listOwnerClaims(await requireOwner(request)) },
}));
