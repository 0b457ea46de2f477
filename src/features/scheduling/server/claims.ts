import "server-only";
import {
  BookingRuleError,
  ClaimAlreadySentError,
  TooManyOpenClaimsError,
  UnknownBookingVehicleError,
  UnknownSchedulingDealerError,
} from "../domain/errors";
import { laterReadingBelow } from "../domain/claim-odometer";
import { randomBytes } from "node:crypto";
import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { database, type Database, type DatabaseTransaction } from "@/db";
import { isUniqueViolation } from "@/lib/http/database-errors";
import {
  dealers,
  owners,
  serviceClaims,
  vehicleMileageReadings,
  vehicleModels,
  vehicles,
} from "@/db/schema";
import { formatInteger } from "@/lib/format";
import { saoPauloDay } from "../domain/calendar-rules";
import type { ClaimBody } from "../domain/booking-schema";
import type { ServiceClaimStatus } from "../domain/claim-status";
import { schedulingTexts } from "../texts";
import { modelByCode } from "./catalogue";

const t = schedulingTexts.errors;

type NewClaim = Omit<typeof serviceClaims.$inferInsert, "protocol">;

/**
 * Requests under review at once per owner: an owner rarely has more than one or two revisions
 * missing, and each request waits in a dealer's queue and mails its reminder there, so an account
 * cannot fill dealers' queues and mailboxes with invented ones.
 */
export const maxOpenClaims = 5;

function newProtocol(now: Date): string {
  return `CR${saoPauloDay(now).slice(2).replaceAll("-", "")}${randomBytes(4).toString("hex").toUpperCase()}`;
}

/**
 * Files the request under a new protocol. The unique indexes decide, for requests sent at the
 * same instant too: a copy of a request already filed is refused naming it, and a protocol drawn
 * twice (one in four billion a day) is drawn again.
 */
async function insertClaim(tx: DatabaseTransaction, claim: NewClaim, now: Date) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      // A savepoint each: a refused insert leaves the request's transaction usable.
      const row = await tx.transaction(async (attemptTx) => {
        const [inserted] = await attemptTx
          .insert(serviceClaims)
          .values({ ...claim, protocol: newProtocol(now) })
          .returning({ protocol: serviceClaims.protocol, createdAt: serviceClaims.createdAt });
        return inserted;
      });
      if (!row) throw new Error("claim insert returned nothing");
      return row;
    } catch (error) {
      if (isUniqueViolation(error, "service_claims_revision_key")) {
        const sent = await standingClaim(claim, tx);
        if (sent) throw new ClaimAlreadySentError(claim.revisionNumber, sent.protocol, sent.status);
      }
      if (!isUniqueViolation(error, "service_claims_protocol_key") || attempt === 3) throw error;
    }
  }
}

/** The request this one would copy, under the rule of the revision key. */
async function standingClaim(claim: NewClaim, db: Database | DatabaseTransaction = database()) {
  const [sent] = await db
    .select({ protocol: serviceClaims.protocol, status: serviceClaims.status })
    .from(serviceClaims)
    .where(
      and(
        eq(serviceClaims.ownerId, claim.ownerId),
        eq(serviceClaims.modelId, claim.modelId),
        sql`coalesce(${serviceClaims.vehicleId}, 0) = ${claim.vehicleId ?? 0}`,
        sql`coalesce(${serviceClaims.plate}, '') = ${claim.plate ?? ""}`,
        eq(serviceClaims.revisionNumber, claim.revisionNumber),
        eq(serviceClaims.servicePerformedDate, claim.servicePerformedDate),
        eq(serviceClaims.earlierCopy, false),
        inArray(serviceClaims.status, ["received", "accepted"]),
      ),
    );
  if (sent?.status !== "received" && sent?.status !== "accepted") return undefined;
  return { protocol: sent.protocol, status: sent.status };
}

/** A revision the owner had done and wants corrected in the vehicle's service history. */
export async function submitServiceClaim(
  ownerId: string,
  body: ClaimBody,
  { ownerName, now = new Date() }: { ownerName?: string; now?: Date } = {},
) {
  if (body.servicePerformedDate > saoPauloDay(now)) {
    throw new BookingRuleError(t.performedDate, "servicePerformedDate");
  }
  let modelId: number;
  let vehicleId: number | null = null;
  let plate: string | null = null;
  if ("vehicleId" in body.vehicle) {
    const [row] = await database()
      .select({
        id: vehicles.id,
        modelId: vehicles.modelId,
        soldOn: vehicles.soldOn,
        plate: vehicles.plate,
      })
      .from(vehicles)
      .where(and(eq(vehicles.id, body.vehicle.vehicleId), eq(vehicles.ownerId, ownerId)));
    if (!row) throw new UnknownBookingVehicleError();
    // A revision comes after the sale: an earlier date names another car's, or a mistake.
    if (body.servicePerformedDate < row.soldOn) {
      throw new BookingRuleError(t.performedBeforeSale(row.soldOn), "servicePerformedDate");
    }
    const later = laterReadingBelow(
      { performedOn: body.servicePerformedDate, odometerKm: body.revisionOdometer },
      await database()
        .select({
          mileageKm: vehicleMileageReadings.mileageKm,
          readOn: vehicleMileageReadings.readOn,
          confirmedLower: vehicleMileageReadings.confirmedLower,
        })
        .from(vehicleMileageReadings)
        .where(eq(vehicleMileageReadings.vehicleId, row.id)),
    );
    if (later) {
      throw new BookingRuleError(
        t.odometerAboveLaterReading(formatInteger(later.mileageKm), later.readOn),
        "revisionOdometer",
      );
    }
    modelId = row.modelId;
    vehicleId = row.id;
    plate = row.plate;
  } else {
    // A car of model year N is sold from the year before it at the earliest.
    if (body.servicePerformedDate < `${body.vehicle.modelYear - 1}-01-01`) {
      throw new BookingRuleError(t.performedBeforeModelYear, "servicePerformedDate");
    }
    modelId = (await modelByCode(body.vehicle.modelCode)).id;
    plate = body.vehicle.plate ?? null;
  }
  const [dealer] = await database()
    .select({ id: dealers.id, name: dealers.name })
    .from(dealers)
    .where(eq(dealers.code, body.dealerCode));
  if (!dealer) throw new UnknownSchedulingDealerError();
  const claim = {
    ownerId,
    ownerName: ownerName || null,
    vehicleId,
    modelId,
    plate,
    dealerId: dealer.id,
    revisionNumber: body.revisionNumber,
    servicePerformedDate: body.servicePerformedDate,
    revisionOdometer: body.revisionOdometer,
    description: body.description,
  };
  const row = await database().transaction(async (tx) => {
    // Counted under the owner's row lock: requests sent at once are counted one after the other,
    // never all against the same count.
    // The garage car first, as its removal and hand-over lock it before the owner: in the other
    // order, a request and a removal at once would each wait for the other.
    if (vehicleId !== null) {
      await tx
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(eq(vehicles.id, vehicleId))
        .for("key share");
    }
    await tx.select({ id: owners.id }).from(owners).where(eq(owners.id, ownerId)).for("update");
    const open = await tx.$count(
      serviceClaims,
      and(
        eq(serviceClaims.ownerId, ownerId),
        eq(serviceClaims.status, "received"),
        eq(serviceClaims.earlierCopy, false),
      ),
    );
    // A copy of one already sent is still told by its own protocol, never refused as one too many.
    if (open >= maxOpenClaims && !(await standingClaim(claim, tx))) {
      throw new TooManyOpenClaimsError(maxOpenClaims);
    }
    return insertClaim(tx, claim, now);
  });
  const [model] = await database()
    .select({ name: vehicleModels.name })
    .from(vehicleModels)
    .where(eq(vehicleModels.id, modelId));
  return {
    protocol: row.protocol,
    createdAt: row.createdAt.toISOString(),
    dealer: { code: body.dealerCode, name: dealer.name },
    modelName: model?.name ?? "",
    revisionNumber: body.revisionNumber,
  };
}

/** "CR" + the day (yymmdd) + 8 hex digits, as submitServiceClaim writes it. */
const claimProtocolPattern = /^CR\d{6}[0-9A-F]{8}$/;

/** Whether a link's or a path's value can be a protocol: nothing else reaches a query (a NUL would fail the driver). */
export const isClaimProtocol = (value: string) => claimProtocolPattern.test(value);

/** A correction request as its owner sees it: what was asked, and where it stands. */
export interface OwnerClaimView {
  protocol: string;
  revisionNumber: number;
  servicePerformedDate: string;
  revisionOdometer: number;
  /** The owner's figure, when the dealer accepted with its own record's. */
  submittedOdometer: number | null;
  description: string;
  plate: string | null;
  dealerName: string;
  modelName: string;
  status: ServiceClaimStatus;
  createdAt: string;
  settledAt: string | null;
  dealerNote: string | null;
}

async function ownerClaimRows(where: SQL | undefined): Promise<OwnerClaimView[]> {
  const rows = await database()
    .select({
      protocol: serviceClaims.protocol,
      revisionNumber: serviceClaims.revisionNumber,
      servicePerformedDate: serviceClaims.servicePerformedDate,
      revisionOdometer: serviceClaims.revisionOdometer,
      submittedOdometer: serviceClaims.submittedOdometer,
      description: serviceClaims.description,
      plate: serviceClaims.plate,
      dealerName: dealers.name,
      modelName: vehicleModels.name,
      status: serviceClaims.status,
      createdAt: serviceClaims.createdAt,
      settledAt: serviceClaims.settledAt,
      dealerNote: serviceClaims.dealerNote,
    })
    .from(serviceClaims)
    .innerJoin(dealers, eq(dealers.id, serviceClaims.dealerId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, serviceClaims.modelId))
    .where(where)
    .orderBy(desc(serviceClaims.createdAt), desc(serviceClaims.id));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  }));
}

/** One of the owner's correction requests by protocol; anyone else's is not found. */
export async function getServiceClaim(
  ownerId: string,
  protocol: string,
): Promise<OwnerClaimView | null> {
  if (!isClaimProtocol(protocol)) return null;
  const [claim] = await ownerClaimRows(
    and(eq(serviceClaims.protocol, protocol), eq(serviceClaims.ownerId, ownerId)),
  );
  return claim ?? null;
}

/**
 * The owner's requests still awaiting their dealer for one garage car, oldest first: the garage's
 * history says they are under review rather than asking for them again.
 */
export function pendingClaimsOfVehicle(ownerId: string, vehicleId: number) {
  return database()
    .select({
      protocol: serviceClaims.protocol,
      revisionNumber: serviceClaims.revisionNumber,
      dealerName: dealers.name,
    })
    .from(serviceClaims)
    .innerJoin(dealers, eq(dealers.id, serviceClaims.dealerId))
    .where(
      and(
        eq(serviceClaims.ownerId, ownerId),
        eq(serviceClaims.vehicleId, vehicleId),
        eq(serviceClaims.status, "received"),
      ),
    )
    .orderBy(serviceClaims.createdAt);
}

/** The owner's correction requests, newest first. */
export function listOwnerClaims(ownerId: string): Promise<OwnerClaimView[]> {
  return ownerClaimRows(eq(serviceClaims.ownerId, ownerId));
}
