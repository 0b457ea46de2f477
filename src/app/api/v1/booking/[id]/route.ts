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

export const GET = defineRoute(getBookingContract, async ({ params }) => ({
  body: await getBooking(await requireOwner(), params.id),
}));

export const PATCH = defineRoute(rescheduleBookingContract, async ({ params, body }) => ({
  body: await rescheduleBooking(await requireOwner(), params.id, body),
}));

export const DELETE = defineRoute(cancelBookingContract, async ({ params, query }) => ({
  body: await cancelBooking(await requireOwner(), params.id, query.reason),
}));
