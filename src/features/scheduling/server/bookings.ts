import "server-only";
import {
  BookingAlreadyCancelledError,
  BookingRuleError,
  BookingNotReschedulableError,
  BookingStartedError,
  ShiftFullError,
  SlotRefusedError,
  SlotTakenError,
  UnknownBookingError,
  UnknownBookingVehicleError,
  UnknownConsultantError,
  VehicleAlreadyBookedError,
} from "../domain/errors";
import { randomBytes } from "node:crypto";
import { addMinutes, addDays } from "date-fns";
import { and, desc, eq, gte, inArray, lt, ne, or, gt, sql } from "drizzle-orm";
import { database, type DatabaseTransaction } from "@/db";
import {
  bookingPhotos,
  bookings,
  consultants,
  dealers,
  vehicleModels,
  vehicles,
} from "@/db/schema";

import {
  holdMinutes,
  refuseSlot,
  saoPauloDay,
  saoPauloTime,
  shiftOf,
  saoPauloClock,
  slotMinutes,
  weekdayOf,
  type SlotRefusal,
} from "../domain/calendar-rules";
import type { BookingBody, BookingDraft } from "../domain/booking-schema";
import { schedulingTexts } from "../texts";
import { priceBooking } from "./booking-pricing";
import { modelByCode } from "./catalogue";
import { dealerDayCalendar, dealerProfile, holidayOf, type DealerProfile } from "./calendar";
import { sendBookingMail } from "./booking-mail";
import { toBookingView, type BookingView } from "./booking-view";
import {
  exclusionViolation,
  sqlState,
  vehicleOverlapConstraint,
  violatedConstraint,
} from "./pg-error";

const t = schedulingTexts.errors;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function refusalError(refusal: SlotRefusal, holiday: string | undefined) {
  const message = refusal === "holiday" ? t.holiday(holiday ?? "feriado") : t[refusal];
  return new SlotRefusedError(message);
}

function newProtocol(now: Date): string {
  const day = saoPauloDay(now).slice(2).replaceAll("-", "");
  return `AG${day}${randomBytes(4).toString("hex").toUpperCase()}`;
}

/** The slot rules of the dealer for a requested start (400/422 before the database is asked). */
async function checkSlot(
  dealer: DealerProfile,
  consultantId: number,
  startsAt: Date,
  now: Date,
  noticeFrom = now,
) {
  if (!dealer.consultants.some((person) => person.id === consultantId)) {
    throw new UnknownConsultantError();
  }
  const day = saoPauloDay(startsAt);
  const holiday = await holidayOf(dealer, day);
  const refusal = refuseSlot(startsAt, now, dealer.hours.get(weekdayOf(day)), holiday, noticeFrom);
  if (refusal) throw refusalError(refusal, holiday);
  return {
    day,
    shift: shiftOf(saoPauloClock(startsAt)),
    endsAt: addMinutes(startsAt, slotMinutes),
  };
}

async function slotTaken(dealerCode: string, day: string, now: Date, message = t.slotTaken) {
  const calendar = await dealerDayCalendar(dealerCode, day, now);
  return new SlotTakenError(message, calendar.slots);
}

/**
 * What the owner hears when the calendar refused a write: the vehicle already has a visit at that
 * time, or the slot or the shift filled meanwhile (with the day's slots as they are now). Any other
 * error is answered as it is.
 */
async function calendarRefusal(error: unknown, dealerCode: string, day: string, now: Date) {
  if (sqlState(error) === exclusionViolation) {
    if (violatedConstraint(error) === vehicleOverlapConstraint) {
      return new VehicleAlreadyBookedError();
    }
    return slotTaken(dealerCode, day, now);
  }
  if (error instanceof ShiftFullError) return slotTaken(dealerCode, day, now, t.shiftFull);
  return error;
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
    };
  }
  return {
    vehicleId: null,
    model: await modelByCode(draft.vehicle.modelCode),
    modelYear: draft.vehicle.modelYear,
    plate: draft.vehicle.plate ?? null,
    vin: null,
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

/** Serializes writes of one dealer-day so a shift's capacity is counted once per booking. */
async function lockDealerDay(tx: Tx, dealerId: number, day: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${dealerId}, ${Number(day.replaceAll("-", ""))})`,
  );
}

async function shiftUsage(
  tx: Tx,
  dealerId: number,
  day: string,
  shift: string,
  now: Date,
  except?: string,
) {
  const start = saoPauloTime(day, "00:00");
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.dealerId, dealerId),
        gte(bookings.startsAt, start),
        lt(bookings.startsAt, addDays(start, 1)),
        eq(bookings.shift, shift as "Manhã"),
        ne(bookings.status, "cancelled"),
        or(eq(bookings.status, "confirmed"), gt(bookings.holdExpiresAt, now)),
        ...(except ? [ne(bookings.id, except)] : []),
      ),
    );
  return row?.count ?? 0;
}

/** Whether a recall campaign exists and covers the vehicle (the recall feature answers it). */
export type RecallCoverage = (
  campaign: string,
  vehicle: { vin: string | null; modelCode: string; modelYear: number },
) => Promise<boolean>;

interface WriteOptions {
  now?: Date;
  /** A hold blocks the slot for holdMinutes without contact data; a booking confirms it. */
  mode: "hold" | "confirm";
  /**
   * Asked before a free recall repair is booked. Without it no recall is booked: the recall
   * feature sits above scheduling, so its routes pass it in.
   */
  recallCoverage?: RecallCoverage;
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
    additionalInformation: body.additionalInformation ?? null,
    status: options.mode === "hold" ? ("held" as const) : ("confirmed" as const),
    holdExpiresAt: options.mode === "hold" ? addMinutes(now, holdMinutes) : null,
    confirmedAt: options.mode === "confirm" ? now : null,
  };

  let id: string;
  try {
    id = await database().transaction(async (tx) => {
      await lockDealerDay(tx, dealer.id, day);
      if (vehicle.vehicleId !== null) await keepVehicleInGarage(tx, ownerId, vehicle.vehicleId);
      // Expired holds free their slot for everyone.
      await tx
        .delete(bookings)
        .where(
          and(
            eq(bookings.consultantId, body.consultantId),
            eq(bookings.status, "held"),
            lt(bookings.holdExpiresAt, now),
          ),
        );
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
      const holdId = body.holdId && uuidPattern.test(body.holdId) ? body.holdId : ownHold?.id;
      // A garage vehicle holds one slot at a time: picking another releases the earlier hold,
      // which would otherwise overlap it (migration 0010) until it expires.
      if (vehicle.vehicleId !== null) {
        await tx
          .delete(bookings)
          .where(
            and(
              eq(bookings.ownerId, ownerId),
              eq(bookings.vehicleId, vehicle.vehicleId),
              eq(bookings.status, "held"),
              holdId ? ne(bookings.id, holdId) : undefined,
            ),
          );
      }
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
          return hold.id;
        }
        if (hold) await tx.delete(bookings).where(eq(bookings.id, hold.id));
      }
      const capacity = dealer.capacity[shift];
      if ((await shiftUsage(tx, dealer.id, day, shift, now)) >= capacity) {
        throw new ShiftFullError();
      }
      const [row] = await tx
        .insert(bookings)
        .values({ ...values, protocol: newProtocol(now) })
        .returning({ id: bookings.id });
      if (!row) throw new Error("insert returned nothing");
      await insertPhotos(tx, row.id, body);
      return row.id;
    });
  } catch (error) {
    throw await calendarRefusal(error, dealer.code, day, now);
  }
  const view = await getBooking(ownerId, id);
  if (options.mode === "confirm") await sendBookingMail(view, "confirmed");
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

async function bookingRows(where: ReturnType<typeof and>, limit = 100) {
  return database()
    .select({
      booking: bookings,
      dealer: {
        code: dealers.code,
        name: dealers.name,
        address: dealers.address,
        district: dealers.district,
        city: dealers.city,
        stateCode: dealers.stateCode,
        phone: dealers.phone,
      },
      consultant: {
        id: consultants.id,
        name: consultants.name,
        documentNumber: consultants.documentNumber,
      },
      model: { code: vehicleModels.code, name: vehicleModels.name },
      photos: sql<number>`(select count(*)::int from ${bookingPhotos} where ${bookingPhotos.bookingId} = ${bookings.id})`,
    })
    .from(bookings)
    .innerJoin(dealers, eq(dealers.id, bookings.dealerId))
    .innerJoin(consultants, eq(consultants.id, bookings.consultantId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, bookings.modelId))
    .where(where)
    .orderBy(desc(bookings.startsAt))
    .limit(limit);
}

/** One of the owner's bookings; any other id (someone else's, malformed) is 404. */
export async function getBooking(ownerId: string, id: string): Promise<BookingView> {
  if (!uuidPattern.test(id)) throw new UnknownBookingError();
  const [row] = await bookingRows(and(eq(bookings.id, id), eq(bookings.ownerId, ownerId)), 1);
  if (!row) throw new UnknownBookingError();
  return toBookingView(row);
}

export async function listOwnerBookings(ownerId: string): Promise<BookingView[]> {
  const rows = await bookingRows(and(eq(bookings.ownerId, ownerId), ne(bookings.status, "held")));
  return rows.map(toBookingView);
}

export async function listDealerBookings(
  dealerId: number,
  since?: Date,
  limit = 50,
): Promise<BookingView[]> {
  const rows = await bookingRows(
    and(
      eq(bookings.dealerId, dealerId),
      eq(bookings.status, "confirmed"),
      ...(since ? [gte(bookings.startsAt, since)] : []),
    ),
    limit,
  );
  return rows.map(toBookingView);
}

export async function rescheduleBooking(
  ownerId: string,
  id: string,
  change: { consultantId: number; startsAt: string },
  now = new Date(),
): Promise<BookingView> {
  const current = await getBooking(ownerId, id);
  if (current.status !== "confirmed" || new Date(current.startsAt) <= now) {
    throw new BookingNotReschedulableError();
  }
  const dealer = await dealerProfile(current.dealer.code);
  const startsAt = new Date(change.startsAt);
  const { day, shift, endsAt } = await checkSlot(dealer, change.consultantId, startsAt, now);
  try {
    await database().transaction(async (tx) => {
      await lockDealerDay(tx, dealer.id, day);
      await tx
        .delete(bookings)
        .where(
          and(
            eq(bookings.consultantId, change.consultantId),
            eq(bookings.status, "held"),
            lt(bookings.holdExpiresAt, now),
          ),
        );
      if ((await shiftUsage(tx, dealer.id, day, shift, now, id)) >= dealer.capacity[shift]) {
        throw new ShiftFullError();
      }
      await tx
        .update(bookings)
        .set({ consultantId: change.consultantId, startsAt, endsAt, shift })
        .where(and(eq(bookings.id, id), eq(bookings.ownerId, ownerId)));
    });
  } catch (error) {
    throw await calendarRefusal(error, dealer.code, day, now);
  }
  const view = await getBooking(ownerId, id);
  await sendBookingMail(view, "rescheduled", current.startsAt);
  return view;
}

export async function cancelBooking(
  ownerId: string,
  id: string,
  reason: string | undefined,
  now = new Date(),
) {
  const current = await getBooking(ownerId, id);
  if (current.status === "cancelled") throw new BookingAlreadyCancelledError();
  const startsAt = new Date(current.startsAt);
  if (startsAt <= now) {
    const when = `${saoPauloDay(startsAt).split("-").reverse().join("/")} às ${saoPauloClock(startsAt)}`;
    throw new BookingStartedError(when);
  }
  await database()
    .update(bookings)
    .set({ status: "cancelled", cancelledAt: now, cancelReason: reason ?? null })
    .where(and(eq(bookings.id, id), eq(bookings.ownerId, ownerId)));
  const view = await getBooking(ownerId, id);
  if (current.status === "confirmed") await sendBookingMail(view, "cancelled");
  return view;
}

/**
 * A vehicle that leaves the owner's garage takes its bookings still to come with it, in the same
 * transaction as its removal or hand-over, so the vehicle never leaves with its bookings standing
 * and a failed removal cancels nothing. The time is given back to the dealer. Returns the ids of
 * the confirmed ones, whose cancellation mail goes out once the transaction is committed.
 */
export async function cancelVehicleBookingsIn(
  tx: DatabaseTransaction,
  ownerId: string,
  vehicleId: number,
  now = new Date(),
): Promise<string[]> {
  const ahead = await tx
    .select({ id: bookings.id, status: bookings.status })
    .from(bookings)
    .where(
      and(
        eq(bookings.ownerId, ownerId),
        eq(bookings.vehicleId, vehicleId),
        ne(bookings.status, "cancelled"),
        gt(bookings.startsAt, now),
      ),
    )
    .for("update");
  if (ahead.length === 0) return [];
  await tx
    .update(bookings)
    .set({
      status: "cancelled",
      cancelledAt: now,
      cancelReason: schedulingTexts.vehicleRemovedReason,
    })
    .where(
      inArray(
        bookings.id,
        ahead.map((booking) => booking.id),
      ),
    );
  return ahead.filter((booking) => booking.status === "confirmed").map((booking) => booking.id);
}

/** The cancellation mail of the bookings `cancelVehicleBookingsIn` cancelled, after its commit. */
export async function announceVehicleBookingsCancelled(ownerId: string, ids: readonly string[]) {
  for (const id of ids) await sendBookingMail(await getBooking(ownerId, id), "cancelled");
}
