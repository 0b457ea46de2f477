import {
  cancelBooking,
  cancelBookingContract,
  getBooking,
  getBookingContract,
  requireOwner,
  rescheduleBooking,
  rescheduleBookingContract,
} from "@/features/scheduling/server";
import { defineRoute } from "@/lib/http";

export const GET = defineRoute(getBookingContract, async ({ params, request }) => ({
  body: await getBooking(await requireOwner(request), params.id),
}));

export const PATCH = defineRoute(rescheduleBookingContract, async ({ params, body, request }) => ({
  body: await rescheduleBooking(await requireOwner(request), params.id, body),
}));

export const DELETE = defineRoute(cancelBookingContract, async ({ params, query, request }) => ({
  body: await cancelBooking(await requireOwner(request), params.id, query.reason),
}));
