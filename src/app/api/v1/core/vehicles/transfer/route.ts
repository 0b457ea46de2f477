import {
  decideTransfer,
  decideTransferContract,
  requestTransfer,
  requestTransferContract,
  requireOwner,
} from "@/features/garage/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const POST = defineRoute(requestTransferContract, async ({ body, request }) => ({
  status: 201,
  body: { transfer: await requestTransfer(await requireOwner(request), body.vehicleId) },
}));

export const PUT = defineRoute(decideTransferContract, async ({ body, request }) => {
  await decideTransfer(await requireOwner(request), body.requestId, body.decision);
  return { body: { decided: body.decision } };
});
