import {
  requireOwner,
  serviceClaimContract,
  submitServiceClaim,
} from "@/features/scheduling/server";
import { defineRoute } from "@/lib/http";

export const POST = defineRoute(serviceClaimContract, async ({ body, request }) => ({
  status: 201,
  body: await submitServiceClaim(await requireOwner(request), body),
}));
