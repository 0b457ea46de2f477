// The day before a visit its owner is reminded of it by mail: once per time (a booking moved is
// reminded of again), never for a booking cancelled, and not when the confirmation itself reached
// the owner within that day.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { database, databaseHandle } from "@/db";
import { bookings, mailOutbox, owners } from "@/db/schema";
import { seedDatabase } from "@/db/seed";
import { cancelBooking, dealerDayCalendar, writeBooking } from "@/features/scheduling/server";
import { sweepBookingReminders } from "@/features/scheduling/server/booking-reminders";
import { revisionBooking } from "../support/revision-booking";

const sentMails = vi.hoisted(() => [] as { to: string; subject: string; text: string }[]);
vi.mock("@/lib/mail", () => ({
  sendMail: async (mail: (typeof sentMails)[number]) => {
    sentMails.push(mail);
  },
}));

const dealerCode = "10000";
const ownerId = "dono-lembrete";
const hour = 3_600_000;
const slots: { consultantId: number; startsAt: string }[] = [];

beforeAll(async () => {
  await seedDatabase(databaseHandle().db);
  await database().insert(owners).values({ id: ownerId });
  for (let ahead = 4; slots.length < 3; ahead += 1) {
    const day = new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
    const [slot] = (await dealerDayCalendar(dealerCode, day)).slots;
    if (slot) slots.push({ consultantId: slot.consultantId, startsAt: slot.startsAt });
  }
});

async function bookAt(index: number, plate: string) {
  const slot = slots[index];
  if (!slot) throw new Error("no slot");
  return writeBooking(
    ownerId,
    revisionBooking(dealerCode, slot, {
      vehicle: { modelCode: "BT41", modelYear: 2024, plate },
      serviceCodes: [],
    }),
    { mode: "confirm" },
  );
}

const remindersOf = (protocol: string) =>
  sentMails.filter((mail) => mail.subject === `Lembrete de agendamento - protocolo ${protocol}`);

describe("the reminder of a visit", () => {
  it("comes once the day before, and again for a new time", async () => {
    const booking = await bookAt(0, "LMB1A11");
    const startsAt = new Date(booking.startsAt);

    await sweepBookingReminders(new Date(startsAt.getTime() - 30 * hour));
    expect(remindersOf(booking.protocol)).toEqual([]);

    await sweepBookingReminders(new Date(startsAt.getTime() - 20 * hour));
    const [reminder] = remindersOf(booking.protocol);
    expect(reminder?.to).toBe("ana@exemplo.com.br");
    expect(reminder?.text).toContain("Lembrete: seu atendimento está marcado para");
    expect(reminder?.text).toContain(
      `Para remarcar ou cancelar: http://localhost:3000/agendamento/servicos/confirmacao?id=${booking.id}`,
    );

    await sweepBookingReminders(new Date(startsAt.getTime() - 19 * hour));
    expect(remindersOf(booking.protocol)).toHaveLength(1);

    // Moved an hour later: the new time is reminded of too.
    const moved = new Date(startsAt.getTime() + hour);
    await database()
      .update(bookings)
      .set({ startsAt: moved, endsAt: new Date(moved.getTime() + 1_800_000) })
      .where(eq(bookings.id, booking.id));
    await sweepBookingReminders(new Date(moved.getTime() - 20 * hour));
    expect(remindersOf(booking.protocol)).toHaveLength(2);
  });

  it("never comes for a cancelled booking", async () => {
    const booking = await bookAt(1, "LMB2B22");
    await cancelBooking(ownerId, booking.id, undefined);
    await sweepBookingReminders(new Date(Date.parse(booking.startsAt) - 20 * hour));
    expect(remindersOf(booking.protocol)).toEqual([]);
  });

  it("is not sent when the confirmation came within the day before the visit", async () => {
    const booking = await bookAt(2, "LMB3C33");
    // The visit is now ten hours away, and its confirmation was written just now.
    const soon = new Date(Date.now() + 10 * hour);
    await database()
      .update(bookings)
      .set({ startsAt: soon, endsAt: new Date(soon.getTime() + 1_800_000) })
      .where(eq(bookings.id, booking.id));
    await sweepBookingReminders();
    expect(remindersOf(booking.protocol)).toEqual([]);

    // A confirmation that never reached the owner is no reminder: the sweep sends one.
    await database()
      .update(mailOutbox)
      .set({ status: "failed" })
      .where(eq(mailOutbox.bookingId, booking.id));
    await sweepBookingReminders();
    expect(remindersOf(booking.protocol)).toHaveLength(1);
  });
});
