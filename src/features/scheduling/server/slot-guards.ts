import "server-only";
import { addDays, addMinutes } from "date-fns";
import { and, eq, gt, gte, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { DatabaseTransaction } from "@/db";
import { bookings } from "@/db/schema";
import {
  clockIn,
  dayIn,
  refuseSlot,
  shiftOf,
  slotMinutes,
  weekdayOf,
  zonedTime,
  type SlotRefusal,
} from "../domain/calendar-rules";
import {
  ShiftFullError,
  SlotRefusedError,
  SlotTakenError,
  UnknownConsultantError,
  VehicleAlreadyBookedError,
} from "../domain/errors";
import { schedulingTexts } from "../texts";
import { dealerDayCalendar, holidayOf, type CalendarViewer, type DealerProfile } from "./calendar";
import {
  exclusionViolation,
  sqlState,
  vehicleOverlapConstraint,
  violatedConstraint,
} from "./pg-error";

// What every write to a dealer's calendar (a new booking, a new time) checks before and while it
// writes, and how a refusal reaches the owner.

const t = schedulingTexts.errors;

function refusalError(refusal: SlotRefusal, holiday: string | undefined) {
  const message = refusal === "holiday" ? t.holiday(holiday ?? "feriado") : t[refusal];
  return new SlotRefusedError(message);
}

/** The slot rules of the dealer for a requested start (400/422 before the database is asked). */
export async function checkSlot(
  dealer: DealerProfile,
  consultantId: number,
  startsAt: Date,
  now: Date,
  noticeFrom = now,
) {
  if (!dealer.consultants.some((person) => person.id === consultantId)) {
    throw new UnknownConsultantError();
  }
  // The dealer's day and clock: a dealer in Acre opens at its own 08:00, 10:00 in Brasília.
  const day = dayIn(startsAt, dealer.timeZone);
  const holiday = await holidayOf(dealer, day);
  const hours = dealer.hours.get(weekdayOf(day));
  const refusal = refuseSlot(startsAt, now, hours, holiday, dealer.timeZone, noticeFrom);
  if (refusal) throw refusalError(refusal, holiday);
  return {
    day,
    shift: shiftOf(clockIn(startsAt, dealer.timeZone)),
    endsAt: addMinutes(startsAt, slotMinutes),
  };
}

async function slotTaken(
  dealerCode: string,
  day: string,
  now: Date,
  viewer: CalendarViewer | undefined,
  message = t.slotTaken,
) {
  const calendar = await dealerDayCalendar(dealerCode, day, now, viewer);
  return new SlotTakenError(message, calendar.slots);
}

/**
 * What the owner hears when the calendar refused a write: the vehicle already has a visit at that
 * time, or the slot or the shift filled meanwhile (with the day's slots as they are now). Any other
 * error is answered as it is. `viewer` is the owner moving a booking, whose free times are listed
 * as the reschedule's calendar shows them.
 */
export async function calendarRefusal(
  error: unknown,
  dealerCode: string,
  day: string,
  now: Date,
  viewer?: CalendarViewer,
) {
  if (sqlState(error) === exclusionViolation) {
    if (violatedConstraint(error) === vehicleOverlapConstraint) {
      return new VehicleAlreadyBookedError();
    }
    return slotTaken(dealerCode, day, now, viewer);
  }
  if (error instanceof ShiftFullError) return slotTaken(dealerCode, day, now, viewer, t.shiftFull);
  return error;
}

/**
 * Lapsed holds are deleted: those of a consultant free their slots for everyone; those of an
 * owner, whoever's consultant they held, because one of a car at a time it moves to would still
 * count against the car's one visit at a time (migration 0010).
 */
async function releaseLapsedHolds(tx: DatabaseTransaction, holder: SQL | undefined, now: Date) {
  await tx
    .delete(bookings)
    .where(and(holder, eq(bookings.status, "held"), lt(bookings.holdExpiresAt, now)));
}

export function releaseLapsedHoldsOf(tx: DatabaseTransaction, ownerId: string, now: Date) {
  return releaseLapsedHolds(tx, eq(bookings.ownerId, ownerId), now);
}

export function releaseExpiredHolds(tx: DatabaseTransaction, consultantId: number, now: Date) {
  return releaseLapsedHolds(tx, eq(bookings.consultantId, consultantId), now);
}

/**
 * Serializes writes of one dealer-day so a shift's capacity is counted once per booking. A writer
 * that also takes the owner's lock (owner-booking-lock.ts) takes that one first.
 */
export async function lockDealerDay(tx: DatabaseTransaction, dealerId: number, day: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${dealerId}, ${Number(day.replaceAll("-", ""))})`,
  );
}

export async function shiftUsage(
  tx: DatabaseTransaction,
  dealer: Pick<DealerProfile, "id" | "timeZone">,
  day: string,
  shift: string,
  now: Date,
  except?: string,
) {
  const start = zonedTime(day, "00:00", dealer.timeZone);
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.dealerId, dealer.id),
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
