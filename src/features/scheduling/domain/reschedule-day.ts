/**
 * The day a booking's reschedule opens on: its own day, since an owner who moves a visit mostly
 * moves it by hours or a few days, as the best booking sites open on the booked date. Never a day
 * before the dealer's today nor past the last bookable one. The calendar then answers the first
 * day with a free time from there.
 */
export function rescheduleOpeningDay(bookedDay: string, today: string, lastDay: string): string {
  if (bookedDay < today) return today;
  return bookedDay > lastDay ? lastDay : bookedDay;
}

export type RescheduleTime<T> = { current: false; slot: T } | { current: true };

/**
 * The day's free times with the booking's own time among them, in order, when the day is its day:
 * the owner sees what they are moving beside what they can move it to.
 */
export function timesWithCurrent<T extends { startsAt: string }>(
  slots: readonly T[],
  day: string,
  current: { day: string; startsAt: string },
): RescheduleTime<T>[] {
  const times: RescheduleTime<T>[] = slots.map((slot) => ({ current: false, slot }));
  if (day !== current.day) return times;
  const at = Date.parse(current.startsAt);
  const after = times.findIndex((time) => !time.current && Date.parse(time.slot.startsAt) > at);
  times.splice(after === -1 ? times.length : after, 0, { current: true });
  return times;
}
