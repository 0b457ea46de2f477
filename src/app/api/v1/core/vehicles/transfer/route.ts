import {
  decideTransfer,
  decideTransferContract,
  requestTransfer,
  requestTransferContract,
  requireOwner,
} from "@/features/garage/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const POST = defineRoute(requestTransferContract, async ({ body }) => ({
  status: 201,
  body: { transfer: await requestTransfer(await requireOwner(), body.vehicleId) },
}));

export const PUT = defineRoute(decideTransferContract, async ({ body }) => {
  await decideTransfer(await requireOwner(), body.requestId, body.decision);
  return { body: { decided: body.decision } };
});
