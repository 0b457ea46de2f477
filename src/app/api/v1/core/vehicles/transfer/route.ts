import {
  decideTransfer,
  decideTransferContract,
  requestTransfer,
  requestTransferContract,
  requireOwner,
} from "@/features/garage/server";
import { announceVehicleBookingsCancelled, vehicleDepartureOf } from "@/features/scheduling/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const POST = defineRoute(requestTransferContract, async ({ body, request }) => ({
  status: 201,
  body: { transfer: await requestTransfer(await requireOwner(request), body) },
}));

// A vehicle handed over leaves its bookings to come and its undecided corrections behind, as one
// removed does (decision 023).
export const PUT = defineRoute(decideTransferContract, async ({ body, request }) => {
  const ownerId = await requireOwner(request);
  const accepted = await decideTransfer(
    ownerId,
    body.requestId,
    body.decision,
    vehicleDepartureOf(ownerId),
  );
  if (accepted) await announceVehicleBookingsCancelled(accepted.handedOver);
  return { body: { decided: body.decision } };
});
