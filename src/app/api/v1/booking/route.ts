import { campaignCoversVehicle } from "@/features/recall/server";
import {
  createBookingContract,
  listBookingsContract,
  listOwnerBookings,
  requireOwner,
  requireOwnerAccount,
  writeBooking,
} from "@/features/scheduling/server";
import { defineRoute } from "@/lib/http";

export const POST = defineRoute(createBookingContract, async ({ body, request }) => {
  const owner = await requireOwnerAccount(request);
  return {
    status: 201,
    body: await writeBooking(owner.ownerId, body, {
      mode: "confirm",
      recallCoverage: campaignCoversVehicle,
      accountEmail: owner.email,
    }),
  };
});

export const GET = defineRoute(listBookingsContract, async ({ request }) => ({
  body: { bookings: await listOwnerBookings(await requireOwner(request)) },
}));
