import "server-only";
import { and, asc, eq, gte, sql, type SQL } from "drizzle-orm";
import { database, type DatabaseTransaction } from "@/db";
import { dealers, owners, serviceClaims, vehicleModels, vehicles } from "@/db/schema";
import { raiseMileage, recordRevisionReading, registryCarOf } from "@/features/garage/server";
import type { ServiceClaimStatus } from "../domain/claim-status";
import { ClaimSettledError, UnknownClaimError } from "../domain/errors";
import { enqueueClaimMail, sendClaimMailsNow } from "./claim-mail";
import { isClaimProtocol } from "./claims";

/** A correction request as its dealer reviews it: the car, the revision and who asked. */
export interface DealerClaimView {
  protocol: string;
  createdAt: string;
  status: ServiceClaimStatus;
  settledAt: string | null;
  dealerNote: string | null;
  dealerCode: string;
  revisionNumber: number;
  servicePerformedDate: string;
  revisionOdometer: number;
  /** The owner's figure, when the dealer accepted with its own record's. */
  submittedOdometer: number | null;
  description: string;
  vehicle: {
    modelCode: string;
    modelName: string;
    plate: string | null;
    /** The chassis of a car in the owner's garage; null for a car named by model. */
    vin: string | null;
  };
  owner: { name: string | null };
}

async function dealerClaimRows(where: SQL | undefined, limit: number): Promise<DealerClaimView[]> {
  const rows = await database()
    .select({
      claim: serviceClaims,
      dealerCode: dealers.code,
      modelCode: vehicleModels.code,
      modelName: vehicleModels.name,
      vin: vehicles.vin,
      // The name saved in Minha conta is the owner's latest; else the one of the session that asked.
      ownerName: sql<string | null>`coalesce(${owners.name}, ${serviceClaims.ownerName})`,
    })
    .from(serviceClaims)
    .innerJoin(dealers, eq(dealers.id, serviceClaims.dealerId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, serviceClaims.modelId))
    .innerJoin(owners, eq(owners.id, serviceClaims.ownerId))
    .leftJoin(vehicles, eq(vehicles.id, serviceClaims.vehicleId))
    .where(where)
    .orderBy(asc(serviceClaims.createdAt), asc(serviceClaims.id))
    .limit(limit);
  return rows.map(({ claim, ...row }) => ({
    protocol: claim.protocol,
    createdAt: claim.createdAt.toISOString(),
    status: claim.status,
    settledAt: claim.settledAt?.toISOString() ?? null,
    dealerNote: claim.dealerNote,
    dealerCode: row.dealerCode,
    revisionNumber: claim.revisionNumber,
    servicePerformedDate: claim.servicePerformedDate,
    revisionOdometer: claim.revisionOdometer,
    submittedOdometer: claim.submittedOdometer,
    description: claim.description,
    vehicle: {
      modelCode: row.modelCode,
      modelName: row.modelName,
      plate: claim.plate,
      vin: row.vin,
    },
    owner: { name: row.ownerName },
  }));
}

/** The dealer's correction requests, oldest first: the review queue when `status` is received. */
export function listDealerClaims(
  dealerId: number,
  filter: { status?: ServiceClaimStatus; since?: Date; limit?: number } = {},
): Promise<DealerClaimView[]> {
  return dealerClaimRows(
    and(
      eq(serviceClaims.dealerId, dealerId),
      filter.status ? eq(serviceClaims.status, filter.status) : undefined,
      filter.since ? gte(serviceClaims.createdAt, filter.since) : undefined,
    ),
    filter.limit ?? 50,
  );
}

/** One of the dealer's requests by protocol; another dealer's is not found. */
export async function getDealerClaim(dealerId: number, protocol: string) {
  if (!isClaimProtocol(protocol)) throw new UnknownClaimError();
  const [claim] = await dealerClaimRows(
    and(eq(serviceClaims.dealerId, dealerId), eq(serviceClaims.protocol, protocol)),
    1,
  );
  if (!claim) throw new UnknownClaimError();
  return claim;
}

type AcceptedClaim = Pick<
  typeof serviceClaims.$inferSelect,
  | "vehicleId"
  | "modelId"
  | "plate"
  | "servicePerformedDate"
  | "revisionOdometer"
  | "dealerId"
  | "ownerId"
>;

/**
 * The accepted revision enters the car's history as the revisions of the registry do: a reading
 * of the odometer on its day, which the garage counts as a revision done and shows in its
 * history. The car is the garage's, or the registry's car of that plate and model, when it is in
 * no garage or the owner's own (the dealer cannot tell whose a typed plate is, and a garage car
 * may have changed hands since). A revision
 * already on record that day is not written twice, but takes the figure the dealer gave as its own
 * record; the car's mileage only goes up.
 */
async function recordRevision(tx: DatabaseTransaction, claim: AcceptedClaim, correcting: boolean) {
  const vehicleId = await registryCarOf(tx, claim, { ownedBy: claim.ownerId });
  if (vehicleId === null) return;
  await recordRevisionReading(
    tx,
    {
      vehicleId,
      readOn: claim.servicePerformedDate,
      mileageKm: claim.revisionOdometer,
      dealerId: claim.dealerId,
    },
    { correcting },
  );
  await raiseMileage(tx, vehicleId, claim.revisionOdometer);
}

/**
 * An accepted revision writes into the garage car: its row is locked before the request's, as a
 * removal or a hand-over locks the car before withdrawing its requests. In the other order, an
 * acceptance and a removal at once would each wait for the other.
 */
async function lockClaimedCar(tx: DatabaseTransaction, dealerId: number, protocol: string) {
  const [named] = await tx
    .select({ vehicleId: serviceClaims.vehicleId })
    .from(serviceClaims)
    .where(and(eq(serviceClaims.protocol, protocol), eq(serviceClaims.dealerId, dealerId)));
  if (named?.vehicleId == null) return;
  await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(eq(vehicles.id, named.vehicleId))
    .for("update");
}

/**
 * The dealer accepts a received request (the revision enters the car's history) or declines it
 * with its reason; the owner is told by mail. Of two decisions sent at once, or a decision and
 * the owner's withdrawal, only the first changes the request: the other is told where it stands.
 */
export async function decideClaim(
  dealerId: number,
  protocol: string,
  decision: { decision: "accepted" | "declined"; note?: string; revisionOdometer?: number },
  now = new Date(),
): Promise<DealerClaimView> {
  if (!isClaimProtocol(protocol)) throw new UnknownClaimError();
  const mailId = await database().transaction(async (tx) => {
    if (decision.decision === "accepted") await lockClaimedCar(tx, dealerId, protocol);
    const [claim] = await tx
      .update(serviceClaims)
      .set({
        status: decision.decision,
        settledAt: now,
        dealerNote: decision.note ?? null,
        // The dealer's own record wins; the owner's figure stays, to be shown beside it.
        ...(decision.revisionOdometer === undefined
          ? {}
          : {
              revisionOdometer: decision.revisionOdometer,
              submittedOdometer: sql`case when ${serviceClaims.revisionOdometer} <> ${decision.revisionOdometer} then ${serviceClaims.revisionOdometer} end`,
            }),
      })
      .where(
        and(
          eq(serviceClaims.protocol, protocol),
          eq(serviceClaims.dealerId, dealerId),
          eq(serviceClaims.status, "received"),
        ),
      )
      .returning();
    if (!claim) {
      const [current] = await tx
        .select({ status: serviceClaims.status })
        .from(serviceClaims)
        .where(and(eq(serviceClaims.protocol, protocol), eq(serviceClaims.dealerId, dealerId)));
      if (!current || current.status === "received") throw new UnknownClaimError();
      throw new ClaimSettledError(current.status);
    }
    if (decision.decision === "accepted") {
      await recordRevision(tx, claim, decision.revisionOdometer !== undefined);
    }
    return enqueueClaimMail(tx, claim.id, claim.ownerId, decision.decision);
  });
  await sendClaimMailsNow([mailId]);
  return getDealerClaim(dealerId, protocol);
}
