import { brasiliaTimeZone } from "./dealer-time-zone";
import { saoPauloDay, weekdayOf, zonedTime } from "./calendar-rules";

/** The working days the request's page promises the dealer takes to decide ("5 dias úteis"). */
export const claimReviewWorkingDays = 5;

/**
 * The instant before which a request sent then has waited longer than the promised working days
 * by `now`: the start of the day, on Brasília's calendar, that many working days before today. A
 * working day is a weekday that is not one of the dealer's `holidays` (days as "YYYY-MM-DD"). A
 * request sent on a Friday is overdue on the second Monday after, whatever its hour.
 */
export function claimReviewOverdueBefore(
  now: Date,
  holidays: ReadonlySet<string> = new Set(),
  days = claimReviewWorkingDays,
): Date {
  const day = new Date(`${saoPauloDay(now)}T12:00:00Z`);
  for (let counted = 0; counted < days;) {
    day.setUTCDate(day.getUTCDate() - 1);
    const iso = day.toISOString().slice(0, 10);
    const weekday = weekdayOf(iso);
    if (weekday !== 0 && weekday !== 6 && !holidays.has(iso)) counted += 1;
  }
  return new Date(zonedTime(day.toISOString().slice(0, 10), "00:00", brasiliaTimeZone).getTime());
}

/** The earliest day the count can reach back to, for reading the holidays it may skip. */
export function claimReviewLookback(now: Date): string {
  const day = new Date(`${saoPauloDay(now)}T12:00:00Z`);
  // Five working days never span more than five weeks, even with a week of holidays in them.
  day.setUTCDate(day.getUTCDate() - 35);
  return day.toISOString().slice(0, 10);
}
