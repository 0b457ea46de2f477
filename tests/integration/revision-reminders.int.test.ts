// An owner is reminded by mail of the revision of the plan their car is coming up to: a month
// before its day (or 1,000 km before its reading), once per car, owner and revision. Owners who
// turned the reminders off, and cars with a revision visit already booked, are left out. Owners
// are accounts of the identity provider, which gives the address when the mail is sent.
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { database, databaseHandle } from "@/db";
import {
  mailOutbox,
  ownerProfiles,
  owners,
  revisionReminders,
  vehicleMileageReadings,
  vehicleModels,
  vehicles,
} from "@/db/schema";
import { seedDatabase } from "@/db/seed";
import { identityAccounts } from "@/features/account/server";
import { vehicleName } from "@/features/garage/domain/vehicle-name";
import { deliverDueRevisionReminderMails } from "@/features/garage/server/revision-reminder-mail";
import { sweepRevisionReminders } from "@/features/garage/server/revision-reminders";
import { cancelBooking, dealerDayCalendar, writeBooking } from "@/features/scheduling/server";
import { startTestIdentityProvider, type TestIdentityProvider } from "../support/owner-tokens";
import { providerOwners } from "../support/provider-owners";
import { revisionBooking } from "../support/revision-booking";

const issuer = vi.hoisted(() => {
  const url = `http://127.0.0.1:${36000 + Math.floor(Math.random() * 2000)}`;
  process.env.OIDC_ISSUER = url;
  return url;
});

const sentMails = vi.hoisted(() => [] as { to: string; subject: string; text: string }[]);
vi.mock("@/lib/mail", () => ({
  sendMail: async (mail: (typeof sentMails)[number]) => {
    sentMails.push(mail);
  },
}));

const day = 86_400_000;
let provider: TestIdentityProvider;
let accounts: ReturnType<typeof providerOwners>;

beforeAll(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  await seedDatabase(databaseHandle().db);
  provider = await startTestIdentityProvider(issuer);
  accounts = providerOwners(provider, { mailbox: "lembrete.revisao" });
});

afterAll(async () => {
  await provider?.close();
  await provider?.store.close();
});

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * A free car of the registry, put in a new owner's garage, sold `soldDaysAgo` days ago with
 * 5,000 km and no revision on record: its 1st revision falls due 12 months after the sale.
 */
async function ownerWithCar(name: string, soldDaysAgo: number) {
  const account = await accounts.createAccount(name);
  await database().insert(owners).values({ id: account.id, name, signedInAt: new Date() });
  const [car] = await database()
    .select({
      id: vehicles.id,
      plate: vehicles.plate,
      model: vehicleModels.name,
      modelCode: vehicleModels.code,
      modelYear: vehicles.modelYear,
    })
    .from(vehicles)
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
    .where(and(isNull(vehicles.ownerId), sql`${vehicles.plate} is not null`))
    .orderBy(sql`${vehicles.id} desc`)
    .limit(1);
  if (!car?.plate) throw new Error("no free car with a plate");
  const soldOn = isoDay(new Date(Date.now() - soldDaysAgo * day));
  await database()
    .update(vehicles)
    .set({ ownerId: account.id, soldOn, mileageKm: 5_000 })
    .where(eq(vehicles.id, car.id));
  await database()
    .delete(vehicleMileageReadings)
    .where(eq(vehicleMileageReadings.vehicleId, car.id));
  return { account, car: { ...car, plate: car.plate }, soldOn };
}

const mailsTo = (email: string) => sentMails.filter((mail) => mail.to === email);

describe("the reminder of a revision falling due", () => {
  it("comes once, a month before the revision's day, with the link to book it", async () => {
    // Sold 355 days ago: the 1st revision falls due in 10 or 11 days.
    const { account, car, soldOn } = await ownerWithCar("Lúcia Andrade", 355);

    await sweepRevisionReminders(new Date(Date.now() - 40 * day));
    expect(mailsTo(account.email)).toEqual([]);

    await sweepRevisionReminders();
    const [mail] = mailsTo(account.email);
    expect(mail?.subject).toBe(
      `A 1ª revisão do seu ${vehicleName({ modelName: car.model, plate: car.plate })} está chegando`,
    );
    const [year, month, date] = soldOn.split("-").map(Number) as [number, number, number];
    const dueDay = `${String(date).padStart(2, "0")}/${String(month).padStart(2, "0")}/${year + 1}`;
    expect(mail?.text).toContain("Olá, Lúcia Andrade.");
    expect(mail?.text).toContain(`vence em ${dueDay} ou aos 10.000 km, o que vier primeiro.`);
    expect(mail?.text).toContain("A quilometragem que temos do carro é 5.000 km.");
    expect(mail?.text).toContain(
      `Agende na concessionária de sua preferência: http://localhost:3000/agendamento/servicos?flow=periodic_revision&vehicleId=${car.id}&revisionNumber=1&origin=MY_ACCOUNT`,
    );
    expect(mail?.text).toContain(
      "Não quer mais estes avisos? Desmarque a opção em Minha conta: http://localhost:3000/minha-conta",
    );

    await sweepRevisionReminders();
    expect(mailsTo(account.email)).toHaveLength(1);
    const stored = await database()
      .select({ revisionNumber: revisionReminders.revisionNumber })
      .from(revisionReminders)
      .where(eq(revisionReminders.ownerId, account.id));
    expect(stored).toEqual([{ revisionNumber: 1 }]);
  });

  it("says a revision past its reading is due, whatever its day", async () => {
    const { account, car } = await ownerWithCar("Marcos Teles", 100);
    await database().update(vehicles).set({ mileageKm: 10_400 }).where(eq(vehicles.id, car.id));
    await sweepRevisionReminders();
    const [mail] = mailsTo(account.email);
    expect(mail?.subject).toMatch(/^A 1ª revisão do seu .+ venceu$/);
    expect(mail?.text).toContain("ou aos 10.000 km, o que veio primeiro.");
    expect(mail?.text).toContain("A quilometragem que temos do carro é 10.400 km.");
  });

  it("is not sent to an owner who turned it off in Minha conta", async () => {
    const { account } = await ownerWithCar("Sofia Ramos", 355);
    await database()
      .insert(ownerProfiles)
      .values({ ownerId: account.id, revisionReminders: false });
    await sweepRevisionReminders();
    expect(mailsTo(account.email)).toEqual([]);
    expect(
      await database()
        .select()
        .from(revisionReminders)
        .where(eq(revisionReminders.ownerId, account.id)),
    ).toEqual([]);
  });

  it("is not sent while a revision visit of the car is booked, and is once it was cancelled", async () => {
    const { account, car } = await ownerWithCar("Davi Couto", 355);
    let slot: { consultantId: number; startsAt: string } | undefined;
    for (let ahead = 3; !slot; ahead += 1) {
      [slot] = (await dealerDayCalendar("10000", isoDay(new Date(Date.now() + ahead * day)))).slots;
    }
    const booking = await writeBooking(
      account.id,
      revisionBooking("10000", slot, { vehicle: { vehicleId: car.id } }),
      { mode: "confirm" },
    );
    await sweepRevisionReminders();
    expect(mailsTo(account.email).filter((mail) => mail.subject.includes("revisão"))).toEqual([]);

    await cancelBooking(account.id, booking.id, undefined);
    await sweepRevisionReminders();
    expect(
      mailsTo(account.email).filter((mail) => mail.subject.includes("1ª revisão")),
    ).toHaveLength(1);
  });

  it("is not sent while the car's revision is booked by its plate", async () => {
    const { account, car } = await ownerWithCar("Bruna Lemos", 355);
    let slot: { consultantId: number; startsAt: string } | undefined;
    for (let ahead = 5; !slot; ahead += 1) {
      [slot] = (await dealerDayCalendar("10000", isoDay(new Date(Date.now() + ahead * day)))).slots;
    }
    await writeBooking(
      account.id,
      revisionBooking("10000", slot, {
        vehicle: { modelCode: car.modelCode, modelYear: car.modelYear, plate: car.plate },
      }),
      { mode: "confirm" },
    );
    await sweepRevisionReminders();
    expect(mailsTo(account.email).filter((mail) => mail.subject.includes("revisão"))).toEqual([]);
  });

  it("goes nowhere once the car left the owner's garage before it was sent", async () => {
    const { account, car } = await ownerWithCar("Helena Barros", 355);
    // The provider is away: the mail waits in the outbox.
    const get = vi
      .spyOn(identityAccounts, "recipient")
      .mockRejectedValueOnce(new Error("identity provider away"));
    await sweepRevisionReminders();
    get.mockRestore();
    await database().update(vehicles).set({ ownerId: null }).where(eq(vehicles.id, car.id));
    // Its next attempt, after the back-off.
    await deliverDueRevisionReminderMails({ now: new Date(Date.now() + day) });
    expect(mailsTo(account.email)).toEqual([]);
    const [entry] = await database()
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .innerJoin(revisionReminders, eq(revisionReminders.id, mailOutbox.revisionReminderId))
      .where(eq(revisionReminders.ownerId, account.id));
    expect(entry?.status).toBe("dropped");
  });

  it("is not written for an owner known only from the brand's registry, who never signed in", async () => {
    const { account, car } = await ownerWithCar("Dono do Cadastro", 355);
    await database().insert(owners).values({ id: "dono-do-registro" }).onConflictDoNothing();
    await database()
      .update(vehicles)
      .set({ ownerId: "dono-do-registro" })
      .where(eq(vehicles.id, car.id));
    await sweepRevisionReminders();
    expect(
      await database()
        .select({ id: revisionReminders.id })
        .from(revisionReminders)
        .where(eq(revisionReminders.ownerId, "dono-do-registro")),
    ).toEqual([]);
    expect(mailsTo(account.email)).toEqual([]);
    // The registry's own owners, seeded without a login, are not reminded either.
    const [registry] = await database()
      .select({ count: sql<number>`count(*)::int` })
      .from(revisionReminders)
      .innerJoin(owners, eq(owners.id, revisionReminders.ownerId))
      .where(isNull(owners.signedInAt));
    expect(registry?.count).toBe(0);
  });

  it("is dropped, not retried, for an owner the identity provider does not know", async () => {
    const { account, car } = await ownerWithCar("Conta Apagada", 355);
    // Signed in once, and the account was deleted on the provider since.
    await database()
      .insert(owners)
      .values({ id: "dono-sem-conta", signedInAt: new Date() })
      .onConflictDoNothing();
    await database()
      .update(vehicles)
      .set({ ownerId: "dono-sem-conta" })
      .where(eq(vehicles.id, car.id));
    await sweepRevisionReminders();
    const [entry] = await database()
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .innerJoin(revisionReminders, eq(revisionReminders.id, mailOutbox.revisionReminderId))
      .where(eq(revisionReminders.ownerId, "dono-sem-conta"));
    expect(entry?.status).toBe("dropped");
    expect(mailsTo(account.email)).toEqual([]);
  });
});
