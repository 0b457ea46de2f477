import { calendarNoteTexts as t } from "../calendar-note-texts";
import type { DayCalendar } from "../endpoints";

/** Why a day offers no slot (past, closed, a holiday, all taken), or null when it offers some. */
export function dayNote(calendar: Pick<DayCalendar, "closedReason" | "holiday" | "slots">) {
  if (!calendar.closedReason) return calendar.slots.length === 0 ? t.noSlots : null;
  if (calendar.closedReason === "holiday") return t.closed.holiday(calendar.holiday ?? "");
  return t.closed[calendar.closedReason];
}
