import "server-only";
import { randomBytes } from "node:crypto";
import { addMinutes } from "date-fns";
import { and, eq, gt, ne, or } from "drizzle-orm";
import { database, type DatabaseTransaction } from "@/db";
import { lowerMileageTexts } from "@/features/garage";
import { lowerThanLastUnconfirmed } from "@/lib/odometer";
import { bookingPhotos, bookings, vehicleModels, vehicles } from "@/db/schema";
import type { BookingBody, BookingDraft } from "../domain/booking-schema";
import { holdMinutes, saoPauloDay } from "../domain/calendar-rules";
import { BookingRuleError, ShiftFullError, UnknownBookingVehicleError } from "../domain/errors";
import { flowSteps } from "../domain/flows";
import { noteBookingMileage } from "./booking-mileage";
import { schedulingTexts } from "../texts";
import { enqueueBookingMail, sendBookingMailsNow } from "./booking-mail-outbox";
import { priceBooking } from "./booking-pricing";
import { getBooking, isBookingId } from "./booking-reads";
import type { BookingView } from "./booking-view";
import { dealerProfile } from "./calendar";
import { modelByCode } from "./catalogue";
import { refuseOwnerOverbooking } from "./owner-booking-guard";
import { refuseWorkBookedTwice } from "./rebooking-guard";
import {
  calendarRefusal,
  checkSlot,
  lockDealerDay,
  releaseExpiredHolds,
  shiftUsage,
} from "./slot-guards";

function newProtocol(now: Date): string {
  const day = saoPauloDay(now).slice(2).replaceAll("-", "");
  return `AG${day}${randomBytes(4).toString("hex").toUpperCase()}`;
}

async function resolveVehicle(ownerId: string, draft: BookingDraft) {
  if ("vehicleId" in draft.vehicle) {
    const [row] = await database()
      .select({
        id: vehicles.id,
        modelCode: vehicleModels.code,
        modelYear: vehicles.modelYear,
        plate: vehicles.plate,
        vin: vehicles.vin,
        mileageKm: vehicles.mileageKm,
      })
      .from(vehicles)
      .innerJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
      .where(and(eq(vehicles.id, draft.vehicle.vehicleId), eq(vehicles.ownerId, ownerId)));
    if (!row) throw new UnknownBookingVehicleError();
    return {
      vehicleId: row.id,
      model: await modelByCode(row.modelCode),
      modelYear: row.modelYear,
      plate: row.plate,
      vin: row.vin,
      lastMileageKm: row.mileageKm,
    };
  }
  return {
    vehicleId: null,
    model: await modelByCode(draft.vehicle.modelCode),
    modelYear: draft.vehicle.modelYear,
    plate: draft.vehicle.plate ?? null,
    vin: null,
    lastMileageKm: 0,
  };
}

type Tx = DatabaseTransaction;

/**
 * The garage vehicle stays the owner's until this booking is written: a removal or hand-over under
 * way waits for the booking and then cancels it with the others, and one that went first makes the
 * vehicle unknown here instead of leaving a booking behind it.
 */
async function keepVehicleInGarage(tx: Tx, ownerId: string, vehicleId: number) {
  const [row] = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.ownerId, ownerId)))
    .for("share");
  if (!row) throw new UnknownBookingVehicleError();
}

/**
 * Whether a recall campaign exists and covers the vehicle (the recall feature answers it): false
 * when it does not, the day of the repair when the vehicle already had it.
 */
export type RecallCoverage = (
  campaign: string,
  vehicle: { vin: string | null; modelCode: string; modelYear: number },
) => Promise<boolean | { repairedOn: string }>;

interface WriteOptions {
  now?: Date;
  /** A hold blocks the slot for holdMinutes without contact data; a booking confirms it. */
  mode: "hold" | "confirm";
  /**
   * Asked before a free recall repair is booked. Without it no recall is booked: the recall
   * feature sits above scheduling, so its routes pass it in.
   */
  recallCoverage?: RecallCoverage;
  /** The account's verified e-mail: a confirmation's mails go there (requireOwnerAccount). */
  accountEmail?: string;
}

/** A recall repair is free: only a campaign that covers this vehicle may be booked as one. */
async function checkRecallCampaign(
  draft: BookingDraft,
  vehicle: { vin: string | null; model: { code: string }; modelYear: number },
  recallCoverage: RecallCoverage | undefined,
): Promise<void> {
  const campaign = draft.recallCampaign;
  const booksRecall =
    draft.flowType === "recall" || (draft.flowType === "schedule_resume" && campaign);
  if (!booksRecall || !campaign) return;
  const covered = recallCoverage
    ? await recallCoverage(campaign, {
        vin: vehicle.vin,
        modelCode: vehicle.model.code,
        modelYear: vehicle.modelYear,
      })
    : false;
  if (!covered)
    throw new BookingRuleError(schedulingTexts.errors.recallNotCovered, "recallCampaign");
  // A free repair is done once: the registry already holds this car's.
  if (typeof covered === "object") {
    throw new BookingRuleError(
      schedulingTexts.errors.recallRepaired(covered.repairedOn),
      "recallCampaign",
    );
  }
}

/** Holds or books a slot. The exclusion constraint decides races: the loser gets 409 and fresh slots. */
export async function writeBooking(
  ownerId: string,
  body: BookingDraft & Partial<Pick<BookingBody, "contact" | "holdId">>,
  options: WriteOptions,
): Promise<BookingView> {
  const now = options.now ?? new Date();
  const dealer = await dealerProfile(body.dealerCode);
  const startsAt = new Date(body.startsAt);
  const vehicle = await resolveVehicle(ownerId, body);
  const earlier =
    options.mode === "confirm"
      ? await ownBookingOfSlot(ownerId, body.consultantId, startsAt, vehicle, now)
      : undefined;
  // The retry of a confirmation whose answer was lost (a dropped connection, a process killed
  // after the commit) gets the booking it made, not 409 for a slot its own booking now holds.
  if (earlier?.status === "confirmed") return getBooking(ownerId, earlier.id);
  // The garage's rule: below the vehicle's last reading only when the owner confirmed the figure.
  if (lowerThanLastUnconfirmed(body.mileageKm, vehicle.lastMileageKm, body.confirmLower))
    throw new BookingRuleError(lowerMileageTexts.message(vehicle.lastMileageKm), "mileageKm");
  // A slot offered and held keeps its promise until the hold expires: the two-hour notice is
  // counted from when the owner took it, not from when the contact step was finished.
  const noticeFrom = earlier?.holdExpiresAt ? addMinutes(earlier.holdExpiresAt, -holdMinutes) : now;
  const { day, shift, endsAt } = await checkSlot(
    dealer,
    body.consultantId,
    startsAt,
    now,
    noticeFrom,
  );
  await checkRecallCampaign(body, vehicle, options.recallCoverage);
  const priced = await priceBooking(body, vehicle.model, dealer, saoPauloDay(now));
  const contact = options.mode === "confirm" ? body.contact : undefined;
  const values = {
    ownerId,
    vehicleId: vehicle.vehicleId,
    modelId: vehicle.model.id,
    modelYear: vehicle.modelYear,
    plate: vehicle.plate,
    vin: vehicle.vin,
    mileageKm: body.mileageKm,
    dealerId: dealer.id,
    consultantId: body.consultantId,
    startsAt,
    endsAt,
    shift,
    flowType: body.flowType,
    origin: body.origin,
    services: priced.services,
    totalCents: priced.totalCents,
    priceOnRequest: priced.priceOnRequest,
    contactName: contact?.name ?? null,
    contactEmail: contact?.email ?? null,
    contactPhone: contact?.phone ?? null,
    contactPreference: contact?.preference ?? null,
    accountEmail: options.mode === "confirm" ? (options.accountEmail ?? null) : null,
    additionalInformation: body.additionalInformation ?? null,
    status: options.mode === "hold" ? ("held" as const) : ("confirmed" as const),
    holdExpiresAt: options.mode === "hold" ? addMinutes(now, holdMinutes) : null,
    confirmedAt: options.mode === "confirm" ? now : null,
  };

  // A confirmation's mail, and the garage's new mileage reading, are written with the booking:
  // committed together, or not at all. Only a flow that asked for the mileage reads it: a problem
  // report sends the garage's own figure, which must not come back as read today (decision 050).
  const readsMileage = flowSteps[body.flowType].includes("mileage");
  const withMail = async (tx: DatabaseTransaction, bookingId: string) => {
    if (options.mode === "confirm" && vehicle.vehicleId !== null && readsMileage) {
      await noteBookingMileage(tx, {
        ownerId,
        vehicleId: vehicle.vehicleId,
        mileageKm: body.mileageKm,
        now,
      });
    }
    return {
      bookingId,
      mailId:
        options.mode === "confirm" ? await enqueueBookingMail(tx, bookingId, "confirmed") : null,
    };
  };
  let written: { bookingId: string; mailId: number | null };
  try {
    written = await database().transaction(async (tx) => {
      // The owner's lock comes first, then the dealer-day's: one order for every writer.
      // Work booked twice is the more telling refusal, so it is checked first.
      await refuseWorkBookedTwice(tx, ownerId, vehicle, body, now);
      await refuseOwnerOverbooking(tx, ownerId, { dealerId: dealer.id, startsAt, endsAt }, now);
      await lockDealerDay(tx, dealer.id, day);
      if (vehicle.vehicleId !== null) await keepVehicleInGarage(tx, ownerId, vehicle.vehicleId);
      await releaseExpiredHolds(tx, body.consultantId, now);
      // The owner's own hold of this very slot (from a page reloaded or resumed) becomes the booking.
      const [ownHold] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.ownerId, ownerId),
            eq(bookings.status, "held"),
            eq(bookings.consultantId, body.consultantId),
            eq(bookings.startsAt, startsAt),
          ),
        );
      const holdId = body.holdId && isBookingId(body.holdId) ? body.holdId : ownHold?.id;
      // An owner holds one slot at a time: picking another releases the earlier hold. For a garage
      // vehicle it would otherwise overlap it (migration 0010); for any vehicle, a script could hold
      // slot after slot (60 per 10 minutes at the owner-write limit) and empty a dealer's day.
      await tx
        .delete(bookings)
        .where(
          and(
            eq(bookings.ownerId, ownerId),
            eq(bookings.status, "held"),
            holdId ? ne(bookings.id, holdId) : undefined,
          ),
        );
      if (holdId) {
        const [hold] = await tx
          .select({
            id: bookings.id,
            consultantId: bookings.consultantId,
            startsAt: bookings.startsAt,
          })
          .from(bookings)
          .where(
            and(
              eq(bookings.id, holdId),
              eq(bookings.ownerId, ownerId),
              eq(bookings.status, "held"),
            ),
          );
        if (
          hold &&
          hold.consultantId === body.consultantId &&
          hold.startsAt.getTime() === startsAt.getTime()
        ) {
          await tx
            .update(bookings)
            .set({ ...values, protocol: undefined })
            .where(eq(bookings.id, hold.id));
          await insertPhotos(tx, hold.id, body);
          return withMail(tx, hold.id);
        }
        if (hold) await tx.delete(bookings).where(eq(bookings.id, hold.id));
      }
      const capacity = dealer.capacity[shift];
      if ((await shiftUsage(tx, dealer, day, shift, now)) >= capacity) {
        throw new ShiftFullError();
      }
      const [row] = await tx
        .insert(bookings)
        .values({ ...values, protocol: newProtocol(now) })
        .returning({ id: bookings.id });
      if (!row) throw new Error("insert returned nothing");
      await insertPhotos(tx, row.id, body);
      return withMail(tx, row.id);
    });
  } catch (error) {
    throw await calendarRefusal(error, dealer.code, day, now);
  }
  const view = await getBooking(ownerId, written.bookingId);
  if (written.mailId !== null) await sendBookingMailsNow([written.mailId]);
  return view;
}

/**
 * The owner's live hold of this consultant's slot, or a booking the owner already confirmed there
 * for the same vehicle.
 */
async function ownBookingOfSlot(
  ownerId: string,
  consultantId: number,
  startsAt: Date,
  vehicle: Awaited<ReturnType<typeof resolveVehicle>>,
  now: Date,
) {
  const rows = await database()
    .select({
      id: bookings.id,
      status: bookings.status,
      holdExpiresAt: bookings.holdExpiresAt,
      vehicleId: bookings.vehicleId,
      modelId: bookings.modelId,
      modelYear: bookings.modelYear,
      plate: bookings.plate,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.ownerId, ownerId),
        eq(bookings.consultantId, consultantId),
        eq(bookings.startsAt, startsAt),
        or(eq(bookings.status, "confirmed"), gt(bookings.holdExpiresAt, now)),
      ),
    );
  const sameVehicle = (row: (typeof rows)[number]) =>
    vehicle.vehicleId !== null
      ? row.vehicleId === vehicle.vehicleId
      : row.vehicleId === null &&
        row.modelId === vehicle.model.id &&
        row.modelYear === vehicle.modelYear &&
        row.plate === vehicle.plate;
  return (
    rows.find((row) => row.status === "confirmed" && sameVehicle(row)) ??
    rows.find((row) => row.status === "held")
  );
}

async function insertPhotos(tx: Tx, bookingId: string, body: BookingDraft) {
  if (body.photos.length === 0) return;
  await tx.delete(bookingPhotos).where(eq(bookingPhotos.bookingId, bookingId));
  await tx.insert(bookingPhotos).values(body.photos.map((photo) => ({ bookingId, ...photo })));
}
