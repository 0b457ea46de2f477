import "server-only";
import { and, eq } from "drizzle-orm";
import { database, type DatabaseTransaction } from "@/db";
import { serviceClaims } from "@/db/schema";
import { ClaimSettledError, UnknownClaimError } from "../domain/errors";
import { getServiceClaim, isClaimProtocol, type OwnerClaimView } from "./claims";

/**
 * The owner takes back a request the dealer has not decided yet; the revision is then free to be
 * asked about again. Of a withdrawal and a decision sent at once, the first one stands.
 */
export async function withdrawServiceClaim(
  ownerId: string,
  protocol: string,
  now = new Date(),
): Promise<OwnerClaimView> {
  if (!isClaimProtocol(protocol)) throw new UnknownClaimError();
  const [withdrawn] = await database()
    .update(serviceClaims)
    .set({ status: "withdrawn", settledAt: now })
    .where(
      and(
        eq(serviceClaims.protocol, protocol),
        eq(serviceClaims.ownerId, ownerId),
        eq(serviceClaims.status, "received"),
      ),
    )
    .returning({ id: serviceClaims.id });
  const claim = await getServiceClaim(ownerId, protocol);
  if (!claim) throw new UnknownClaimError();
  if (!withdrawn && claim.status !== "received") throw new ClaimSettledError(claim.status);
  return claim;
}

/** The requests of a car leaving the owner's garage that no dealer decided yet are taken back. */
export async function withdrawVehicleClaimsIn(
  tx: DatabaseTransaction,
  ownerId: string,
  vehicleId: number,
  now = new Date(),
) {
  await tx
    .update(serviceClaims)
    .set({ status: "withdrawn", settledAt: now })
    .where(
      and(
        eq(serviceClaims.ownerId, ownerId),
        eq(serviceClaims.vehicleId, vehicleId),
        eq(serviceClaims.status, "received"),
      ),
    );
}
