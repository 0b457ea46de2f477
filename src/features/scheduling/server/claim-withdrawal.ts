import "server-only";
import { and, eq } from "drizzle-orm";
import { database } from "@/db";
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
