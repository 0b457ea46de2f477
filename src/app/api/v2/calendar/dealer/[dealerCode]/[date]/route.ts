import {
  dealerCalendarContract,
  dealerDayCalendar,
  firstAvailableDay,
} from "@/features/scheduling/server";
import { defineRoute } from "@/lib/http";

export const GET = defineRoute(dealerCalendarContract, async ({ params, query }) => {
  const now = new Date();
  const calendar =
    query.first === "true"
      ? ((await firstAvailableDay(params.dealerCode, now, params.date)) ??
        (await dealerDayCalendar(params.dealerCode, params.date, now)))
      : await dealerDayCalendar(params.dealerCode, params.date, now);
  return {
    body: {
      dealerCode: params.dealerCode,
      date: calendar.day,
      timeZone: calendar.timeZone,
      closedReason: calendar.closedReason,
      holiday: calendar.holiday,
      slots: calendar.slots,
    },
  };
});
