import "server-only";
import { and, eq, gt, sql, type SQL } from "drizzle-orm";
import type { DatabaseTransaction } from "@/db";
import { bookings } from "@/db/schema";

/**
 * Serializes the bookings of one owner until the transaction ends. Two confirmations of one
 * revision or one additional service of a car for two days or two dealers (or two bookings past
 * the owner's limit) take different dealer-day locks, so without this both would find no booking
 * of the other and both be written. The guards only read the owner's own bookings, so the owner is
 * the narrowest key that covers every writer of them. Taken twice in one transaction, it is held
 * once more, not waited for.
 *
 * The single-bigint form of the lock never meets the dealer-day locks, which use the two-integer
 * form: PostgreSQL tells the two key spaces apart. Two owners whose keys hash alike only wait for
 * each other.
 */
export async function lockOwnerBookings(tx: DatabaseTransaction, ownerId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`revision-booking:${ownerId}`}, 0))`,
  );
}

/** The owner's confirmed bookings still to come (and matching `also`), which the guards read. */
export function upcomingBookingsOf(ownerId: string, now: Date, also?: SQL): SQL | undefined {
  return and(
    eq(bookings.ownerId, ownerId),
    eq(bookings.status, "confirmed"),
    gt(bookings.startsAt, now),
    also,
  );
}
