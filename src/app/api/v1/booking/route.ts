import { campaignCoversVehicle } from "@/features/recall/server";
import {
  createBookingContract,
  listBookingsContract,
  listOwnerBookings,
  requireOwner,
  writeBooking,
} from "@/features/scheduling/server";
import { defineRoute } from "@/lib/http";

export const POST = defineRoute(createBookingContract, async ({ body, request }) => ({
  status: 201,
  body: await writeBooking(await requireOwner(request), body, {
    mode: "confirm",
    recallCoverage: campaignCoversVehicle,
  }),
}));

export const GET = defineRoute(listBookingsContract, async ({ request }) => ({
  body: { bookings: await listOwnerBookings(await requireOwner(request)) },
}));
