import {
  requireOwner,
  withdrawClaimContract,
  withdrawServiceClaim,
} from "@/features/scheduling/server";
import { defineRoute } from "@/lib/http";

export const DELETE = defineRoute(withdrawClaimContract, async ({ params, request }) => ({
  body: await withdrawServiceClaim(await requireOwner(request), params.protocol),
}));
