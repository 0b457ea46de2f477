/**
 * The day whose times the slot step lists: only the one in the date field, and none while that
 * day's calendar could not be read. A time tapped on an older day's list would be held for a day
 * other than the one the owner sees chosen.
 */
export function listedDay<Day extends { date: string }>(
  calendar: Day | null,
  fieldDate: string,
  failed: boolean,
): Day | null {
  return calendar && !failed && calendar.date === fieldDate ? calendar : null;
}
