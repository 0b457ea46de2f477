import { brasiliaTimeZone } from "./dealer-time-zone";
import { saoPauloDay, weekdayOf, zonedTime } from "./calendar-rules";

/** The working days the request's page promises the dealer takes to decide ("5 dias úteis"). */
export const claimReviewWorkingDays = 5;

/**
 * The instant before which a request sent then has waited longer than the promised working days
 * by `now`: the start of the day, on Brasília's calendar, that many weekdays before today. A
 * request sent on a Friday is overdue on the second Monday after, whatever its hour.
 * A holiday counts as a working day here, so a reminder may come a day early, never late.
 */
export function claimReviewOverdueBefore(now: Date, days = claimReviewWorkingDays): Date {
  const day = new Date(`${saoPauloDay(now)}T12:00:00Z`);
  for (let counted = 0; counted < days;) {
    day.setUTCDate(day.getUTCDate() - 1);
    const weekday = weekdayOf(day.toISOString().slice(0, 10));
    if (weekday !== 0 && weekday !== 6) counted += 1;
  }
  return new Date(zonedTime(day.toISOString().slice(0, 10), "00:00", brasiliaTimeZone).getTime());
}
