import { dueRevisionNumber, revisionDue, type RevisionDue } from "./revision-due";

/** How early an owner is reminded of a revision: a month before its day… */
export const revisionReminderLeadDays = 30;
/** …or a thousand kilometres before its reading, whichever comes first. */
export const revisionReminderLeadKm = 1_000;

export interface RevisionReminder extends RevisionDue {
  /** Already past its day or its reading: the mail says it is due, not coming. */
  overdue: boolean;
}

function daysAfter(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The revision to remind a car's owner of today, if any: the one the garage offers to book (the
 * plan's next after the revisions on record), once it is within a month of its day or a thousand
 * kilometres of its reading. None once the plan's last revision is on record.
 */
export function revisionToRemind(
  car: { soldOn: string; mileageKm: number },
  revisionsDone: number,
  today: string,
): RevisionReminder | null {
  const number = dueRevisionNumber(car.soldOn, car.mileageKm, today, revisionsDone);
  if (number <= revisionsDone) return null;
  const due = revisionDue(car.soldOn, number);
  const near =
    due.dueDate <= daysAfter(today, revisionReminderLeadDays) ||
    car.mileageKm >= due.dueKm - revisionReminderLeadKm;
  if (!near) return null;
  return { ...due, overdue: due.dueDate < today || car.mileageKm >= due.dueKm };
}
