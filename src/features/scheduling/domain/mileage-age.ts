/**
 * A garage reading older than this is asked again before a booking takes it. Brazilian owners
 * drive about 1,000 km a month and revisions come every 12 months or 10,000 km: half a revision
 * interval is where a stale reading starts to suggest the wrong revision and mislead the dealer.
 */
export const mileageReadingMaxAgeMonths = 6;

/** The same day `months` calendar months before `day` (yyyy-mm-dd), the month's last if shorter. */
function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) - months;
  const toYear = Math.floor(index / 12);
  const toMonth = (index % 12) + 1;
  const lastDate = new Date(Date.UTC(toYear, toMonth, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${toYear}-${pad(toMonth)}-${pad(Math.min(date, lastDate))}`;
}

/**
 * Whether the garage's reading of `readOn` (yyyy-mm-dd) is too old to book on without the owner
 * confirming or updating it on `today`. A reading without a date is not one to confirm: it is
 * the registry's zero of a car never read, which leaves the field empty.
 */
export function mileageReadingIsOld(readOn: string | null | undefined, today: string): boolean {
  if (!readOn) return false;
  return readOn < monthsBefore(today, mileageReadingMaxAgeMonths);
}
