import {
  decideTransfer,
  decideTransferContract,
  requestTransfer,
  requestTransferContract,
  requireOwner,
  vinCheckLimit,
} from "@/features/garage/server";
import { announceVehicleBookingsCancelled, vehicleDepartureOf } from "@/features/scheduling/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

// Its answers tell a free car (409) from a wrong chassi (404): a request counts as a chassi
// checked, whether it names the car by its chassi or by its plate.
export const POST = defineRoute(requestTransferContract, async ({ body, request }) => {
  const ownerId = await requireOwner(request);
  await vinCheckLimit.consume({ account: ownerId });
  return { status: 201, body: { transfer: await requestTransfer(ownerId, body) } };
});

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
