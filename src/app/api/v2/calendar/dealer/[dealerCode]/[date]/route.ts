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
  // the wizard shows the time they hold (after a reload or a step back) as chosen.
  const owner = query.ownHold === "true" ? ((await callingOwner(request)) ?? undefined) : undefined;
  const calendar =
    query.first === "true"
      ? ((await firstAvailableDay(params.dealerCode, now, params.date, owner)) ??
        (await dealerDayCalendar(params.dealerCode, params.date, now, owner)))
      : await dealerDayCalendar(params.dealerCode, params.date, now, owner);
  return {
    body: {
      dealerCode: params.dealerCode,
      date: calendar.day,
      timeZone: calendar.timeZone,
      closedReason: calendar.closedReason,
      holiday: calendar.holiday,
      slots: calendar.slots,
      ownHold: owner ? await ownLiveHold(owner, params.dealerCode, now) : null,
    },
  };
});
