import {
  createBookingContract,
  listBookingsContract,
  listOwnerBookings,
  requireOwner,
  writeBooking,
} from "@/features/scheduling/server";
import { defineRoute } from "@/lib/http";

export const POST = defineRoute(createBookingContract, async ({ body }) => ({
  status: 201,
  body: await writeBooking(await requireOwner(), body, { mode: "confirm" }),
}));

export const GET = defineRoute(listBookingsContract, async () => ({
  body: { bookings: await listOwnerBookings(await requireOwner()) },
}));
