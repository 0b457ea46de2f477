import { TZDate } from "@date-fns/tz";
import { addDays, addMinutes } from "date-fns";
import { brasiliaTimeZone, type DealerTimeZone } from "./dealer-time-zone";

// Every dealer schedules in its own clock (dealerTimeZoneOf its state), whatever the visitor's:
// opening hours, slots, "today", the notice, the horizon and a holiday's day are the dealer's.
/** A consultant receives one car per slot. */
export const slotMinutes = 30;
/** The workshop needs this much notice to prepare parts and a consultant. */
export const minimumNoticeMinutes = 120;
/** Bookings open this many days ahead. */
export const horizonDays = 90;
/** Afternoon starts at noon. */
export const afternoonStartsAt = "12:00";
/** A chosen slot is held this long while the owner confirms. */
export const holdMinutes = 10;

export type Shift = "Manhã" | "Tarde";

export interface OpeningHours {
  opensAt: string;
  closesAt: string;
}

export interface Consultant {
  id: number;
  name: string;
  documentNumber: string;
}

export interface BusyInterval {
  consultantId: number;
  startsAt: Date;
  endsAt: Date;
  shift: Shift;
  /**
   * The booking an owner is moving: its consultant's time stays taken, but it does not count
   * against its shift's capacity, since moving it within the shift leaves the shift as full.
   */
  moving?: boolean;
}

export interface DayCalendarInput {
  /** yyyy-mm-dd in the dealer's zone. */
  day: string;
  now: Date;
  timeZone: DealerTimeZone;
  /** The day's opening hours, or undefined when the dealer closes that weekday. */
  hours: OpeningHours | undefined;
  /** Holiday name when the day is a national, state, municipal or dealer holiday. */
  holiday: string | undefined;
  consultants: readonly Consultant[];
  busy: readonly BusyInterval[];
  capacity: Record<Shift, number>;
}

export interface Slot {
  startsAt: string;
  endsAt: string;
  /** HH:mm in the dealer's zone. */
  time: string;
  shift: Shift;
  consultantId: number;
  consultantName: string;
  consultantDocumentNumber: string;
}

export type ClosedReason = "past" | "beyond_horizon" | "holiday" | "closed";

export interface DayCalendar {
  day: string;
  timeZone: DealerTimeZone;
  closedReason: ClosedReason | null;
  holiday: string | null;
  slots: Slot[];
}

/** A wall-clock time of a day in a zone as an instant. */
export function zonedTime(day: string, time: string, timeZone: string): TZDate {
  const [year, month, date] = day.split("-").map(Number);
  const [hours, minutes] = time.split(":").map(Number);
  return new TZDate(year ?? 0, (month ?? 1) - 1, date ?? 1, hours ?? 0, minutes ?? 0, timeZone);
}

// One pair of formatters per zone and process: Intl formatters are costly to build and cheap to
// reuse.
const formats = new Map<string, { day: Intl.DateTimeFormat; clock: Intl.DateTimeFormat }>();
function formatsOf(timeZone: string) {
  let zone = formats.get(timeZone);
  if (!zone) {
    zone = {
      day: new Intl.DateTimeFormat("en-CA", {
        timeZone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
      }),
      clock: new Intl.DateTimeFormat("en-GB", {
        timeZone,
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }),
    };
    formats.set(timeZone, zone);
  }
  return zone;
}

/** yyyy-mm-dd of an instant in a zone. */
export function dayIn(instant: Date, timeZone: string): string {
  return formatsOf(timeZone).day.format(instant);
}

/** HH:mm of an instant in a zone. */
export function clockIn(instant: Date, timeZone: string): string {
  return formatsOf(timeZone).clock.format(instant);
}

/** The day in Brasília time, for what is Brasília's whatever the dealer: protocols, prices. */
export function saoPauloDay(instant: Date): string {
  return dayIn(instant, brasiliaTimeZone);
}

/** 0 is Sunday, as in dealer_opening_hours. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay();
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

export function shiftOf(time: string): Shift {
  return time < afternoonStartsAt ? "Manhã" : "Tarde";
}

/** How many of the dealer's days `day` is after the dealer's today. */
export function daysAhead(day: string, now: Date, timeZone: DealerTimeZone): number {
  const utcDay = (text: string) => Date.parse(`${text}T00:00:00Z`);
  return Math.round((utcDay(day) - utcDay(dayIn(now, timeZone))) / 86_400_000);
}

export function lastBookableDay(now: Date, timeZone: DealerTimeZone): string {
  return dayIn(addDays(new TZDate(now, timeZone), horizonDays), timeZone);
}

/** Why a day cannot be booked at all, or null when it can. */
export function closedReasonOf(
  day: string,
  now: Date,
  hours: OpeningHours | undefined,
  holiday: string | undefined,
  timeZone: DealerTimeZone,
): ClosedReason | null {
  const ahead = daysAhead(day, now, timeZone);
  if (ahead < 0) return "past";
  if (ahead > horizonDays) return "beyond_horizon";
  if (holiday) return "holiday";
  if (!hours) return "closed";
  return null;
}

/**
 * The day's free reception slots: each opening-hours slot of each consultant that is far enough
 * ahead, does not overlap one of the consultant's live bookings, and whose shift still has capacity.
 */
export function dayCalendar(input: DayCalendarInput): DayCalendar {
  const closedReason = closedReasonOf(
    input.day,
    input.now,
    input.hours,
    input.holiday,
    input.timeZone,
  );
  const base = { day: input.day, timeZone: input.timeZone, holiday: input.holiday ?? null };
  if (closedReason || !input.hours) return { ...base, closedReason, slots: [] };

  const used: Record<Shift, number> = { Manhã: 0, Tarde: 0 };
  for (const interval of input.busy) if (!interval.moving) used[interval.shift] += 1;
  const earliest = input.now.getTime() + minimumNoticeMinutes * 60_000;
  // The zone is resolved once per day: slots step in plain milliseconds from the opening instant
  // (Brazil has kept one offset all year since 2019), which keeps the call cheap under load.
  const opensAt = zonedTime(input.day, input.hours.opensAt, input.timeZone).getTime();
  const openMinutes = minutesOf(input.hours.opensAt);
  const slotCount = Math.floor((minutesOf(input.hours.closesAt) - openMinutes) / slotMinutes);
  const step = slotMinutes * 60_000;
  const busy = input.busy.map((interval) => ({
    consultantId: interval.consultantId,
    start: interval.startsAt.getTime(),
    end: interval.endsAt.getTime(),
  }));
  const slots: Slot[] = [];
  for (let k = 0; k < slotCount; k += 1) {
    const start = opensAt + k * step;
    if (start < earliest) continue;
    const end = start + step;
    const time = clockOf(openMinutes + k * slotMinutes);
    const shift = shiftOf(time);
    if (used[shift] >= input.capacity[shift]) continue;
    const startsAt = new Date(start).toISOString();
    const endsAt = new Date(end).toISOString();
    for (const consultant of input.consultants) {
      const taken = busy.some(
        (interval) =>
          interval.consultantId === consultant.id && interval.start < end && interval.end > start,
      );
      if (taken) continue;
      slots.push({
        startsAt,
        endsAt,
        time,
        shift,
        consultantId: consultant.id,
        consultantName: consultant.name,
        consultantDocumentNumber: consultant.documentNumber,
      });
    }
  }
  return { ...base, closedReason: null, slots };
}

export type SlotRefusal =
  ClosedReason | "too_soon" | "outside_hours" | "misaligned" | "unknown_consultant";

/** Checks a requested start against the dealer's rules before the database is asked for it. */
export function refuseSlot(
  startsAt: Date,
  now: Date,
  hours: OpeningHours | undefined,
  holiday: string | undefined,
  timeZone: DealerTimeZone,
  /** When the notice is counted from: now, or the moment a live hold of this slot was taken. */
  noticeFrom: Date = now,
): SlotRefusal | null {
  const day = dayIn(startsAt, timeZone);
  const closed = closedReasonOf(day, now, hours, holiday, timeZone);
  if (startsAt < now) return "past";
  if (closed) return closed;
  if (!hours) return "closed";
  const time = clockIn(startsAt, timeZone);
  const end = addMinutes(startsAt, slotMinutes);
  if (time < hours.opensAt.slice(0, 5) || end > zonedTime(day, hours.closesAt, timeZone))
    return "outside_hours";
  const opens = zonedTime(day, hours.opensAt, timeZone);
  const offset = (startsAt.getTime() - opens.getTime()) / 60_000;
  if (offset % slotMinutes !== 0 || startsAt.getSeconds() !== 0) return "misaligned";
  if (startsAt < addMinutes(noticeFrom, minimumNoticeMinutes)) return "too_soon";
  return null;
}

/** Today in Brasília time, the day prices and revision numbers are read on. */
export function saoPauloToday(now = new Date()): string {
  return saoPauloDay(now);
}
