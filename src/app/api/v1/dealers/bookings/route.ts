import { requireDealer } from "@/features/leads/server";
import { dealerBookingsContract, listDealerBookings } from "@/features/scheduling/server";
import { defineRoute } from "@/lib/http";

export const GET = defineRoute(dealerBookingsContract, async ({ request, query }) => {
  const dealerId = await requireDealer(request);
  return {
    body: {
      bookings: await listDealerBookings(
        dealerId,
        query.since ? new Date(query.since) : undefined,
        query.limit,
      ),
    },
  };
});
