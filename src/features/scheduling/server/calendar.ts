import "server-only";
import { UnknownSchedulingDealerError } from "../domain/errors";
import { and, eq, gt, inArray, lt, ne, or } from "drizzle-orm";
import { addDays } from "date-fns";
import { database } from "@/db";
import { maskCpf } from "@/features/identity";
import {
  bookings,
  consultants,
  dealerOpeningHours,
  dealerShiftCapacity,
  dealers,
  holidays,
  states,
} from "@/db/schema";
import { keyedReadCache } from "@/lib/keyed-read-cache";
import {
  dayCalendar,
  dayIn,
  daysAhead,
  horizonDays,
  weekdayOf,
  zonedTime,
  type BusyInterval,
  type Consultant,
  type DayCalendar,
  type OpeningHours,
  type Shift,
} from "../domain/calendar-rules";
import { dealerTimeZoneOf, type DealerTimeZone } from "../domain/dealer-time-zone";

export interface DealerProfile {
  id: number;
  code: string;
  name: string;
  city: string;
  stateCode: string;
  /** The clock of its opening hours and slots, from its state. */
  timeZone: DealerTimeZone;
  region: string;
  address: string;
  phone: string;
  hours: Map<number, OpeningHours>;
  consultants: Consultant[];
  capacity: Record<Shift, number>;
}

async function loadDealerProfile(code: string): Promise<DealerProfile | null> {
  const db = database();
  const [dealer] = await db
    .select({
      id: dealers.id,
      code: dealers.code,
      name: dealers.name,
      city: dealers.city,
      stateCode: dealers.stateCode,
      region: states.region,
      address: dealers.address,
      phone: dealers.phone,
    })
    .from(dealers)
    .innerJoin(states, eq(states.code, dealers.stateCode))
    .where(eq(dealers.code, code));
  if (!dealer) return null;
  const [hours, people, capacity] = await Promise.all([
    db.select().from(dealerOpeningHours).where(eq(dealerOpeningHours.dealerId, dealer.id)),
    db
      .select({
        id: consultants.id,
        name: consultants.name,
        documentNumber: consultants.documentNumber,
      })
      .from(consultants)
      .where(and(eq(consultants.dealerId, dealer.id), eq(consultants.role, "service")))
      .orderBy(consultants.id),
    db.select().from(dealerShiftCapacity).where(eq(dealerShiftCapacity.dealerId, dealer.id)),
  ]);
  return {
    ...dealer,
    timeZone: dealerTimeZoneOf(dealer.stateCode),
    hours: new Map(
      hours.map((row) => [
        row.weekday,
        { opensAt: row.opensAt.slice(0, 5), closesAt: row.closesAt.slice(0, 5) },
      ]),
    ),
    // A consultant's CPF is staff data: the cart names it (SPEC.md), masked as Gov.br masks one.
    consultants: people.map((person) => ({
      ...person,
      documentNumber: maskCpf(person.documentNumber),
    })),
    capacity: {
      Manhã: capacity.find((row) => row.shift === "Manhã")?.capacity ?? 0,
      Tarde: capacity.find((row) => row.shift === "Tarde")?.capacity ?? 0,
    },
  };
}

// Opening hours, consultants and capacity change rarely; a minute's cache keeps the calendar
// call to one query (the day's bookings) under load.
const cachedDealerProfile = keyedReadCache({
  name: "scheduling.dealerProfile",
  ttlMs: 60_000,
  maxEntries: 500,
  key: (code: string) => code,
  load: loadDealerProfile,
});

export async function dealerProfile(code: string): Promise<DealerProfile> {
  const profile = await cachedDealerProfile(code);
  if (!profile) throw new UnknownSchedulingDealerError();
  return profile;
}

/** The holiday of that day for the dealer (national, its state, its city or its own), if any. */
const cachedHolidays = keyedReadCache({
  name: "scheduling.holidays",
  ttlMs: 300_000,
  maxEntries: 2_000,
  key: (input: { day: string; scopes: string[] }) => `${input.day}|${input.scopes.join(",")}`,
  load: async ({ day, scopes }: { day: string; scopes: string[] }) => {
    const [row] = await database()
      .select({ name: holidays.name })
      .from(holidays)
      .where(and(eq(holidays.day, day), inArray(holidays.scope, scopes)))
      .limit(1);
    return row?.name;
  },
});

/** The scopes of the holidays a dealer keeps: national, its state's, its city's and its own. */
export function holidayScopes(dealer: { id: number; stateCode: string; city: string }): string[] {
  return ["BR", dealer.stateCode, `${dealer.stateCode}:${dealer.city}`, `dealer:${dealer.id}`];
}

export function holidayOf(dealer: DealerProfile, day: string): Promise<string | undefined> {
  return cachedHolidays({ day, scopes: holidayScopes(dealer) });
}

/** A signed-in owner looking at a dealer's calendar. */
export interface CalendarViewer {
  ownerId: string;
  /** Their own live hold counts as free: theirs to keep or change (the wizard). */
  ownHold?: boolean;
  /** The id of their confirmed booking they are moving: it leaves its shift's count. */
  moving?: string;
}

/** Live bookings of the dealer that day: confirmed ones and holds that have not expired. */
export async function busyIntervals(
  dealer: Pick<DealerProfile, "id" | "timeZone">,
  day: string,
  now: Date,
  viewer?: CalendarViewer,
): Promise<BusyInterval[]> {
  const start = zonedTime(day, "00:00", dealer.timeZone);
  const end = addDays(start, 1);
  const rows = await database()
    .select({
      id: bookings.id,
      ownerId: bookings.ownerId,
      consultantId: bookings.consultantId,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      shift: bookings.shift,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.dealerId, dealer.id),
        lt(bookings.startsAt, end),
        gt(bookings.endsAt, start),
        ne(bookings.status, "cancelled"),
        or(eq(bookings.status, "confirmed"), gt(bookings.holdExpiresAt, now)),
        viewer?.ownHold
          ? or(ne(bookings.status, "held"), ne(bookings.ownerId, viewer.ownerId))
          : undefined,
      ),
    );
  return rows.map(({ id, ownerId, ...interval }) => ({
    ...interval,
    moving: viewer?.moving === id && viewer.ownerId === ownerId,
  }));
}

/** The day's free slots, as `viewer` sees them when a signed-in owner asks. */
export async function dealerDayCalendar(
  dealerCode: string,
  day: string,
  now = new Date(),
  viewer?: CalendarViewer,
): Promise<DayCalendar> {
  const dealer = await dealerProfile(dealerCode);
  const hours = dealer.hours.get(weekdayOf(day));
  const [holiday, busy] = await Promise.all([
    holidayOf(dealer, day),
    busyIntervals(dealer, day, now, viewer),
  ]);
  return dayCalendar({
    day,
    now,
    timeZone: dealer.timeZone,
    hours,
    holiday,
    consultants: dealer.consultants,
    busy,
    capacity: dealer.capacity,
  });
}

/**
 * "Primeiro horário disponível": the first day from `from` (the dealer's today when absent or
 * past) within the horizon with a free slot.
 */
export async function firstAvailableDay(
  dealerCode: string,
  now = new Date(),
  from?: string,
  viewer?: CalendarViewer,
): Promise<DayCalendar | null> {
  const { timeZone } = await dealerProfile(dealerCode);
  const today = dayIn(now, timeZone);
  const start = zonedTime(from && from > today ? from : today, "12:00", timeZone);
  for (let offset = 0; offset <= horizonDays; offset += 1) {
    const day = dayIn(addDays(start, offset), timeZone);
    if (daysAhead(day, now, timeZone) > horizonDays) break;
    const calendar = await dealerDayCalendar(dealerCode, day, now, viewer);
    if (calendar.slots.length > 0) return calendar;
  }
  return null;
}
