/**
 * The brand's periodic revision plan: revision n is due n × 12 months after the sale or at
 * n × 10,000 km, whichever comes first. Dates are calendar days (yyyy-mm-dd) in São Paulo.
 */
export const revisionIntervalMonths = 12;
export const revisionIntervalKm = 10_000;
export const lastPlannedRevision = 10;

export interface RevisionDue {
  revisionNumber: number;
  /** The day the revision falls due by time. */
  dueDate: string;
  /** The odometer reading at which it falls due by use. */
  dueKm: number;
}

function parseDay(day: string): { year: number; month: number; date: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`not a calendar day: ${day}`);
  return { year: Number(match[1]), month: Number(match[2]), date: Number(match[3]) };
}

function addMonths(day: string, months: number): string {
  const { year, month, date } = parseDay(day);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  // 31 January + 1 month is the last day of February, never 3 March.
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

function wholeMonthsBetween(from: string, to: string): number {
  const a = parseDay(from);
  const b = parseDay(to);
  const months = (b.year - a.year) * 12 + (b.month - a.month);
  return b.date < a.date ? months - 1 : months;
}

export function revisionDue(soldOn: string, revisionNumber: number): RevisionDue {
  return {
    revisionNumber,
    dueDate: addMonths(soldOn, revisionNumber * revisionIntervalMonths),
    dueKm: revisionNumber * revisionIntervalKm,
  };
}

/**
 * The revision an owner should book now: the first one whose time or mileage milestone has not
 * been passed by more than a full interval, after the last one done (when known).
 */
export function dueRevisionNumber(
  soldOn: string,
  mileageKm: number,
  today: string,
  lastDoneRevision = 0,
): number {
  const byTime = Math.floor(
    Math.max(0, wholeMonthsBetween(soldOn, today)) / revisionIntervalMonths,
  );
  const byUse = Math.floor(Math.max(0, mileageKm) / revisionIntervalKm);
  const passed = Math.max(byTime, byUse);
  // A milestone already passed is still the one to book: owners who are late do it now.
  const due = Math.max(lastDoneRevision + 1, passed === 0 ? 1 : passed);
  return Math.min(due, lastPlannedRevision);
}

/** The next `count` revisions from the one due now, for the garage's upcoming list. */
export function upcomingRevisions(
  soldOn: string,
  mileageKm: number,
  today: string,
  lastDoneRevision = 0,
  count = 3,
): RevisionDue[] {
  const first = dueRevisionNumber(soldOn, mileageKm, today, lastDoneRevision);
  const list: RevisionDue[] = [];
  for (let n = first; n <= lastPlannedRevision && list.length < count; n += 1) {
    list.push(revisionDue(soldOn, n));
  }
  return list;
}
