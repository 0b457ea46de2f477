import {
  callingOwner,
  dealerCalendarContract,
  dealerDayCalendar,
  firstAvailableDay,
  ownLiveHold,
} from "@/features/scheduling/server";
import { defineRoute } from "@/lib/http";

export const GET = defineRoute(dealerCalendarContract, async ({ params, query, request }) => {
  const now = new Date();
  // With ownHold=true a signed-in owner sees their own live hold among the free slots, named, so
  // the wizard shows the time they hold (after a reload or a step back) as chosen. With moving=
  // the booking they reschedule, when it is theirs, no longer fills its shift.
  const ownHold = query.ownHold === "true";
  const ownerId = ownHold || query.moving ? await callingOwner(request) : null;
  const viewer = ownerId ? { ownerId, ownHold, moving: query.moving } : undefined;
  const calendar =
    query.first === "true"
      ? ((await firstAvailableDay(params.dealerCode, now, params.date, viewer)) ??
        (await dealerDayCalendar(params.dealerCode, params.date, now, viewer)))
      : await dealerDayCalendar(params.dealerCode, params.date, now, viewer);
  return {
    body: {
      dealerCode: params.dealerCode,
      date: calendar.day,
      timeZone: calendar.timeZone,
      closedReason: calendar.closedReason,
      holiday: calendar.holiday,
      slots: calendar.slots,
      ownHold: ownerId && ownHold ? await ownLiveHold(ownerId, params.dealerCode, now) : null,
    },
  };
});
