import "server-only";
import { and, asc, desc, eq, gt, gte, inArray, ne, or, sql } from "drizzle-orm";
import { database } from "@/db";
import { bookingPhotos, bookings, consultants, dealers, vehicleModels } from "@/db/schema";
import { UnknownBookingError } from "../domain/errors";
import { toBookingView, type BookingView } from "./booking-view";

/** A booking as its dealer reads it: without the account's own address (decision 062). */
export type DealerBookingView = Omit<BookingView, "mailedTo">;

function toDealerBookingView(row: Parameters<typeof toBookingView>[0]): DealerBookingView {
  const { mailedTo: _accountAddress, ...view } = toBookingView(row);
  return view;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value can be a booking's id at all (a malformed one is unknown, not a query error). */
export function isBookingId(value: string): boolean {
  return uuidPattern.test(value);
}

/** An owner reads their latest bookings first; a dealer's feed runs from the soonest visit on. */
async function bookingRows(
  where: ReturnType<typeof and>,
  limit = 100,
  order: "latest" | "soonest" = "latest",
) {
  return database()
    .select({
      booking: bookings,
      dealer: {
        code: dealers.code,
        name: dealers.name,
        address: dealers.address,
        district: dealers.district,
        city: dealers.city,
        stateCode: dealers.stateCode,
        phone: dealers.phone,
      },
      consultant: {
        id: consultants.id,
        name: consultants.name,
        documentNumber: consultants.documentNumber,
      },
      model: { code: vehicleModels.code, name: vehicleModels.name },
      photos: sql<number>`(select count(*)::int from ${bookingPhotos} where ${bookingPhotos.bookingId} = ${bookings.id})`,
    })
    .from(bookings)
    .innerJoin(dealers, eq(dealers.id, bookings.dealerId))
    .innerJoin(consultants, eq(consultants.id, bookings.consultantId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, bookings.modelId))
    .where(where)
    .orderBy(
      order === "latest" ? desc(bookings.startsAt) : asc(bookings.startsAt),
      asc(bookings.id),
    )
    .limit(limit);
}

/** One of the owner's bookings; any other id (someone else's, malformed) is 404. */
export async function getBooking(ownerId: string, id: string): Promise<BookingView> {
  if (!isBookingId(id)) throw new UnknownBookingError();
  const [row] = await bookingRows(and(eq(bookings.id, id), eq(bookings.ownerId, ownerId)), 1);
  if (!row) throw new UnknownBookingError();
  return toBookingView(row);
}

/** A booking by its id alone, for its mail sent outside the owner's request; undefined once gone. */
export async function bookingById(id: string): Promise<BookingView | undefined> {
  const [row] = await bookingRows(eq(bookings.id, id), 1);
  return row && toBookingView(row);
}

export async function listOwnerBookings(ownerId: string): Promise<BookingView[]> {
  const rows = await bookingRows(and(eq(bookings.ownerId, ownerId), ne(bookings.status, "held")));
  return rows.map(toBookingView);
}

/** One of the dealer's bookings by id; another dealer's, or a hold, is not found. */
export async function getDealerBooking(dealerId: number, id: string): Promise<DealerBookingView> {
  if (!isBookingId(id)) throw new UnknownBookingError();
  const [row] = await bookingRows(
    and(eq(bookings.id, id), eq(bookings.dealerId, dealerId), ne(bookings.status, "held")),
    1,
  );
  if (!row) throw new UnknownBookingError();
  return toDealerBookingView(row);
}

/**
 * The dealer's feed: its confirmed and cancelled visits from `since` on, the soonest first, so a
 * system that pages with the last visit's time as the next `since` reaches every one, and learns
 * of a cancellation by its status. Many visits share a time (one per consultant, and the
 * cancelled ones): with `after`, the last one received, those of its time up to it are skipped,
 * so a page smaller than a time's visits still moves on.
 */
export async function listDealerBookings(
  dealerId: number,
  since?: Date,
  limit = 50,
  after?: string,
): Promise<DealerBookingView[]> {
  const from = since
    ? after
      ? or(gt(bookings.startsAt, since), and(eq(bookings.startsAt, since), gt(bookings.id, after)))
      : gte(bookings.startsAt, since)
    : undefined;
  const rows = await bookingRows(
    and(
      eq(bookings.dealerId, dealerId),
      inArray(bookings.status, ["confirmed", "cancelled"]),
      from,
    ),
    limit,
    "soonest",
  );
  return rows.map(toDealerBookingView);
}
