// A booking's mails wait in the mail outbox until sent (decision 048): written in the transaction
// of the confirmation, new time or cancellation, tried at once, retried by the worker with
// back-off, and built from the booking when they are sent.
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { database, databaseHandle } from "@/db";
import { mailOutbox, owners } from "@/db/schema";
import { seedDatabase } from "@/db/seed";
import { bookingMailTexts } from "@/features/scheduling/booking-mail-texts";
import {
  cancelBooking,
  dealerDayCalendar,
  rescheduleBooking,
  writeBooking,
} from "@/features/scheduling/server";
import {
  deliverDueBookingMails,
  enqueueBookingMail,
} from "@/features/scheduling/server/booking-mail-outbox";
import { revisionBooking, slotVehicle } from "../support/revision-booking";

// What the mail server received; while `down`, it refuses every message as an unreachable one.
const smtp = vi.hoisted(() => ({
  sent: [] as { to: string; subject: string; text: string }[],
  down: false,
}));
vi.mock("@/lib/mail", () => ({
  sendMail: async (mail: (typeof smtp.sent)[number]) => {
    if (smtp.down) throw new Error("connect ECONNREFUSED 127.0.0.1:1025");
    smtp.sent.push(mail);
  },
}));

const dealerCode = "10000";
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

beforeAll(async () => {
  await seedDatabase(databaseHandle().db);
});

beforeEach(() => {
  smtp.sent.length = 0;
  smtp.down = false;
});

/** Free slots of the dealer's first day with two of them, from `offset` days ahead on. */
async function freeSlotsFrom(offset: number) {
  for (let ahead = offset; ; ahead += 1) {
    const day = new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
    const slots = (await dealerDayCalendar(dealerCode, day)).slots;
    if (slots.length >= 3) return slots;
  }
}

/** A confirmed booking of a new owner, and the day's other free slots to move it to. */
async function confirmedBooking(ownerId: string, offset: number) {
  await database().insert(owners).values({ id: ownerId }).onConflictDoNothing();
  const [slot, ...others] = await freeSlotsFrom(offset);
  if (!slot) throw new Error("no free slot");
  const booking = await writeBooking(
    ownerId,
    revisionBooking(dealerCode, slot, slotVehicle(slot)),
    { mode: "confirm" },
  );
  return { booking, others };
}

function mailsOf(bookingId: string) {
  return database()
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.bookingId, bookingId))
    .orderBy(mailOutbox.id);
}

const mailsAbout = (protocol: string) =>
  smtp.sent.filter((mail) => mail.subject.endsWith(protocol)).map((mail) => mail.subject);

describe("who a booking's mails reach", () => {
  it("the account's verified e-mail, never an address typed as the contact, on every change", async () => {
    await database().insert(owners).values({ id: "outbox-owner-mail" }).onConflictDoNothing();
    const [slot, other] = await freeSlotsFrom(43);
    if (!slot || !other) throw new Error("no free slot");
    const booking = await writeBooking(
      "outbox-owner-mail",
      revisionBooking(dealerCode, slot, {
        ...slotVehicle(slot),
        contact: {
          name: "cliente. Seu CPF foi bloqueado: regularize em http://golpe.example",
          email: "vitima@exemplo.org",
          phone: "(11) 91234-5678",
          preference: 1,
        },
      }),
      { mode: "confirm", accountEmail: "dona.da.conta@exemplo.com.br" },
    );
    await rescheduleBooking("outbox-owner-mail", booking.id, {
      startsAt: other.startsAt,
      consultantId: other.consultantId,
    });
    await cancelBooking("outbox-owner-mail", booking.id, undefined);
    await deliverDueBookingMails({ now: later(2) });
    const mails = smtp.sent.filter((mail) => mail.subject.endsWith(booking.protocol));
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.map((mail) => mail.to)).toEqual(mails.map(() => "dona.da.conta@exemplo.com.br"));
    expect(smtp.sent.some((mail) => mail.to === "vitima@exemplo.org")).toBe(false);
    // The typed name is not a greeting: it shows as the contact given for the dealer.
    expect(mails[0]?.text.startsWith("Olá.\n")).toBe(true);
    expect(mails[0]?.text).toContain(
      "Contato informado para a concessionária: cliente. Seu CPF foi bloqueado: regularize em http://golpe.example (vitima@exemplo.org).",
    );
  });

  it("greets the contact by name when the contact is the account", async () => {
    await database().insert(owners).values({ id: "outbox-owner-self" }).onConflictDoNothing();
    const [slot] = await freeSlotsFrom(44);
    if (!slot) throw new Error("no free slot");
    const booking = await writeBooking(
      "outbox-owner-self",
      revisionBooking(dealerCode, slot, slotVehicle(slot)),
      { mode: "confirm", accountEmail: "ANA@exemplo.com.br" },
    );
    const [mail] = smtp.sent.filter((sent) => sent.subject.endsWith(booking.protocol));
    expect(mail?.to).toBe("ANA@exemplo.com.br");
    expect(mail?.text.startsWith("Olá, Ana Souza.\n")).toBe(true);
    expect(mail?.text).not.toContain("Contato informado");
  });
});

describe("a booking mail the mail server refused", () => {
  it("leaves the booking confirmed, stays pending, and is sent by a later pass", async () => {
    smtp.down = true;
    const { booking } = await confirmedBooking("outbox-owner-1", 40);
    expect(booking.status).toBe("confirmed");
    const [waiting] = await mailsOf(booking.id);
    expect(waiting).toMatchObject({ kind: "confirmed", status: "pending", attempts: 1 });
    expect(waiting?.lastError).toContain("ECONNREFUSED");

    smtp.down = false;
    // Not before its back-off is over.
    await deliverDueBookingMails({ now: new Date() });
    expect(mailsAbout(booking.protocol)).toEqual([]);
    await deliverDueBookingMails({ now: later(2) });
    expect(mailsAbout(booking.protocol)).toEqual([bookingMailTexts.subject(booking.protocol)]);
    expect(await mailsOf(booking.id)).toMatchObject([{ status: "sent", attempts: 2 }]);
  });

  it("is sent once by two workers passing at once", async () => {
    smtp.down = true;
    const { booking } = await confirmedBooking("outbox-owner-2", 41);
    smtp.down = false;
    await Promise.all([
      deliverDueBookingMails({ now: later(2) }),
      deliverDueBookingMails({ now: later(2) }),
    ]);
    expect(mailsAbout(booking.protocol)).toHaveLength(1);
  });
});

describe("a later mail of the same booking", () => {
  it("makes an unsent confirmation pointless once the booking is cancelled", async () => {
    smtp.down = true;
    const { booking } = await confirmedBooking("outbox-owner-3", 42);
    await cancelBooking("outbox-owner-3", booking.id, undefined);
    expect(await mailsOf(booking.id)).toMatchObject([
      { kind: "confirmed", status: "dropped" },
      { kind: "cancelled", status: "pending" },
    ]);

    smtp.down = false;
    await deliverDueBookingMails({ now: later(2) });
    expect(mailsAbout(booking.protocol)).toEqual([
      bookingMailTexts.cancelledSubject(booking.protocol),
    ]);
  });

  it("confirms the new time when the confirmation of the old one was never sent", async () => {
    smtp.down = true;
    const { booking, others } = await confirmedBooking("outbox-owner-4", 43);
    const [to] = others;
    if (!to) throw new Error("no second slot");
    await rescheduleBooking("outbox-owner-4", booking.id, to);
    expect(await mailsOf(booking.id)).toMatchObject([
      { kind: "confirmed", status: "dropped" },
      { kind: "confirmed", status: "pending", previousStartsAt: null },
    ]);

    smtp.down = false;
    await deliverDueBookingMails({ now: later(2) });
    const [confirmation, ...more] = smtp.sent.filter((mail) =>
      mail.subject.endsWith(booking.protocol),
    );
    expect(more).toEqual([]);
    expect(confirmation?.subject).toBe(bookingMailTexts.subject(booking.protocol));
    expect(confirmation?.text).not.toContain("remarcado");
  });

  it("tells two moves not yet sent as one, from the time the owner was last told of", async () => {
    const { booking, others } = await confirmedBooking("outbox-owner-5", 44);
    const [first, second] = others;
    if (!first || !second) throw new Error("no two more slots");
    expect(mailsAbout(booking.protocol)).toHaveLength(1);
    smtp.down = true;
    await rescheduleBooking("outbox-owner-5", booking.id, first);
    await rescheduleBooking("outbox-owner-5", booking.id, second);
    const [, , told] = await mailsOf(booking.id);
    expect(told).toMatchObject({ kind: "rescheduled", status: "pending" });
    expect(told?.previousStartsAt?.toISOString()).toBe(booking.startsAt);

    smtp.down = false;
    await deliverDueBookingMails({ now: later(2) });
    expect(mailsAbout(booking.protocol)).toEqual([
      bookingMailTexts.subject(booking.protocol),
      bookingMailTexts.rescheduledSubject(booking.protocol),
    ]);
  });
});

describe("a change rolled back", () => {
  it("writes no mail and leaves the earlier one to send", async () => {
    smtp.down = true;
    const { booking } = await confirmedBooking("outbox-owner-6", 45);
    await expect(
      database().transaction(async (tx) => {
        await enqueueBookingMail(tx, booking.id, "cancelled");
        throw new Error("the database went away");
      }),
    ).rejects.toThrow("the database went away");
    expect(await mailsOf(booking.id)).toMatchObject([{ kind: "confirmed", status: "pending" }]);

    smtp.down = false;
    await deliverDueBookingMails({ now: later(2) });
    expect(mailsAbout(booking.protocol)).toEqual([bookingMailTexts.subject(booking.protocol)]);
  });
});
