import "server-only";
import { and, eq, gt } from "drizzle-orm";
import { database } from "@/db";
import { bookings } from "@/db/schema";
import { dealerProfile } from "./calendar";

/** The owner's live hold at the dealer (an owner holds one slot at a time), if any. */
export async function ownLiveHold(ownerId: string, dealerCode: string, now: Date) {
  const dealer = await dealerProfile(dealerCode);
  const [hold] = await database()
    .select({
      id: bookings.id,
      consultantId: bookings.consultantId,
      startsAt: bookings.startsAt,
      holdExpiresAt: bookings.holdExpiresAt,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.ownerId, ownerId),
        eq(bookings.dealerId, dealer.id),
        eq(bookings.status, "held"),
        gt(bookings.holdExpiresAt, now),
      ),
    )
    .limit(1);
  if (!hold?.holdExpiresAt) return null;
  return {
    id: hold.id,
    consultantId: hold.consultantId,
    startsAt: hold.startsAt.toISOString(),
    holdExpiresAt: hold.holdExpiresAt.toISOString(),
  };
}
