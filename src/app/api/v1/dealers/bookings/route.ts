import { dealerBookingsContract, listDealerBookings } from "@/features/scheduling/server";
import { defineRoute } from "@/lib/http";

export const GET = defineRoute(dealerBookingsContract, async ({ caller, query }) => {
  const dealerId = caller.kind === "dealer" ? caller.dealerId : -1;
  return {
    body: {
      bookings: await listDealerBookings(
        dealerId,
        query.since ? new Date(query.since) : undefined,
        query.limit,
        query.after,
      ),
    },
  };
});
