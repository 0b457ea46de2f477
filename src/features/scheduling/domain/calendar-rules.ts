import { TZDate } from "@date-fns/tz";
import { addDays, addMinutes } from "date-fns";

/** Every dealer schedules in Brasília time (America/Sao_Paulo), whatever the visitor's clock. */
export const dealerTimeZone = "America/Sao_Paulo";
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
}

export interface DayCalendarInput {
  /** yyyy-mm-dd in São Paulo. */
  day: string;
  now: Date;
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
  /** HH:mm in São Paulo. */
  time: string;
  shift: Shift;
  consultantId: number;
  consultantName: string;
  consultantDocumentNumber: string;
}

export type ClosedReason = "past" | "beyond_horizon" | "holiday" | "closed";

export interface DayCalendar {
  day: string;
  closedReason: ClosedReason | null;
  holiday: string | null;
  slots: Slot[];
}

/** A wall-clock time of a São Paulo day as an instant. */
export function saoPauloTime(day: string, time: string): TZDate {
  const [year, month, date] = day.split("-").map(Number);
  const [hours, minutes] = time.split(":").map(Number);
  return new TZDate(
    year ?? 0,
    (month ?? 1) - 1,
    date ?? 1,
    hours ?? 0,
    minutes ?? 0,
    dealerTimeZone,
  );
}

// One formatter per process: Intl formatters are costly to build and cheap to reuse.
const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: dealerTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const clockFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: dealerTimeZone,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

export function saoPauloDay(instant: Date): string {
  return dayFormat.format(instant);
}

export function saoPauloClock(instant: Date): string {
  return clockFormat.format(instant);
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

export function daysAhead(day: string, now: Date): number {
  const utcDay = (text: string) => Date.parse(`${text}T00:00:00Z`);
  return Math.round((utcDay(day) - utcDay(saoPauloDay(now))) / 86_400_000);
}

export function lastBookableDay(now: Date): string {
  return saoPauloDay(addDays(new TZDate(now, dealerTimeZone), horizonDays));
}

/** Why a day cannot be booked at all, or null when it can. */
export function closedReasonOf(
  day: string,
  now: Date,
  hours: OpeningHours | undefined,
  holiday: string | undefined,
): ClosedReason | null {
  const ahead = daysAhead(day, now);
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
  const closedReason = closedReasonOf(input.day, input.now, input.hours, input.holiday);
  const base = { day: input.day, holiday: input.holiday ?? null };
  if (closedReason || !input.hours) return { ...base, closedReason, slots: [] };

  const used: Record<Shift, number> = { Manhã: 0, Tarde: 0 };
  for (const interval of input.busy) used[interval.shift] += 1;
  const earliest = input.now.getTime() + minimumNoticeMinutes * 60_000;
  // The zone is resolved once per day: slots step in plain milliseconds from the opening instant
  // (Brazil has kept one offset all year since 2019), which keeps the call cheap under load.
  const opensAt = saoPauloTime(input.day, input.hours.opensAt).getTime();
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
  /** When the notice is counted from: now, or the moment a live hold of this slot was taken. */
  noticeFrom: Date = now,
): SlotRefusal | null {
  const day = saoPauloDay(startsAt);
  const closed = closedReasonOf(day, now, hours, holiday);
  if (startsAt < now) return "past";
  if (closed) return closed;
  if (!hours) return "closed";
  const time = saoPauloClock(startsAt);
  const end = addMinutes(startsAt, slotMinutes);
  if (time < hours.opensAt.slice(0, 5) || end > saoPauloTime(day, hours.closesAt))
    return "outside_hours";
  const opens = saoPauloTime(day, hours.opensAt);
  const offset = (startsAt.getTime() - opens.getTime()) / 60_000;
  if (offset % slotMinutes !== 0 || startsAt.getSeconds() !== 0) return "misaligned";
  if (startsAt < addMinutes(noticeFrom, minimumNoticeMinutes)) return "too_soon";
  return null;
}

export function saoPauloToday(now = new Date()): string {
  return saoPauloDay(now);
}
