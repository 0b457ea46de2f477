// The notices of a transfer request: the current owner learns of a new claim by e-mail (never who
// made it), the requester learns the decision. The owners' addresses come from the real identity
// provider; the mails are read as the mail server would receive them.
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { database, databaseHandle } from "@/db";
import { mailOutbox, vehicleModels, vehicles, vehicleTransferRequests } from "@/db/schema";
import { seedDatabase } from "@/db/seed";
import { formatPlate } from "@/features/garage/domain/plate";
import { maxDeliveryAttempts } from "@/lib/backoff";
import { config } from "@/lib/config";
import { logger } from "@/lib/logger";
import { startTestIdentityProvider, type TestIdentityProvider } from "../support/owner-tokens";
import { asSessionOwner, providerOwners, type SessionOwner } from "../support/provider-owners";

const issuer = vi.hoisted(() => {
  const url = `http://127.0.0.1:${32000 + Math.floor(Math.random() * 2000)}`;
  process.env.OIDC_ISSUER = url;
  return url;
});

// Route handlers run here outside Next's server: cookies() reads the session of the caller.
vi.mock("next/headers", async () => {
  const { cookieJar } = await import("../support/owner-tokens");
  return { cookies: async () => cookieJar(), headers: async () => new Headers() };
});

// What the mail server received; while `down`, it refuses every message as an unreachable one.
const outbox = vi.hoisted(() => ({
  sent: [] as { to: string; subject: string; text: string; html?: string }[],
  down: false,
  refused: [] as string[],
}));
vi.mock("@/lib/mail", () => ({
  sendMail: async (mail: (typeof outbox.sent)[number]) => {
    if (outbox.down) {
      outbox.refused.push(mail.to);
      throw new Error("connect ECONNREFUSED 127.0.0.1:1025");
    }
    outbox.sent.push(mail);
  },
}));

const vehiclesRoute = await import("@/app/api/v1/core/vehicles/route");
const transferRoute = await import("@/app/api/v1/core/vehicles/transfer/route");
const accountRoute = await import("@/app/api/v1/core/user/route");
const { removeVehicle, sweepTransferDeadlines } = await import("@/features/garage/server");
const { deliverDueTransferMails } = await import("@/features/garage/server/transfer-mail");

const garageUrl = "http://localhost:3000/garagem";

let provider: TestIdentityProvider;
let owners: ReturnType<typeof providerOwners>;

type Owner = SessionOwner;

beforeAll(async () => {
  // The library warns on stdout about Node 20; not under test here.
  vi.spyOn(console, "warn").mockImplementation(() => {});
  await seedDatabase(databaseHandle().db);
  provider = await startTestIdentityProvider(issuer);
  owners = providerOwners(provider, { mailbox: "transferencia" });
});

afterAll(async () => {
  await provider?.close();
  await provider?.store.close();
});

beforeEach(() => {
  outbox.sent.length = 0;
  outbox.down = false;
  outbox.refused.length = 0;
});

const newOwner = (name: string) => owners.newOwner(name);
const call = asSessionOwner;

/** A free vehicle of the registry, with a plate, put in `holder`'s garage; and its label. */
async function vehicleHeldBy(holder: Owner) {
  const [vehicle] = await database()
    .select({
      id: vehicles.id,
      vin: vehicles.vin,
      plate: vehicles.plate,
      model: vehicleModels.name,
    })
    .from(vehicles)
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
    .where(and(isNull(vehicles.ownerId), sql`${vehicles.plate} is not null`))
    .orderBy(vehicles.id)
    .limit(1);
  if (!vehicle?.plate) throw new Error("no free vehicle with a plate");
  const added = await call(holder, vehiclesRoute.POST, {
    body: { vehicleId: vehicle.id, vin: vehicle.vin },
  });
  expect(added.status).toBe(201);
  return { ...vehicle, label: `${vehicle.model} ${formatPlate(vehicle.plate)}` };
}

async function claim(requester: Owner, vehicle: { id: number; vin: string }) {
  const asked = await call(requester, transferRoute.POST, {
    body: { vehicleId: vehicle.id, vin: vehicle.vin },
  });
  expect(asked.status).toBe(201);
  return asked.body.transfer.id;
}

async function ownerOf(vehicleId: number) {
  const [row] = await database()
    .select({ ownerId: vehicles.ownerId })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId));
  return row?.ownerId;
}

const mailsTo = (owner: Owner) => outbox.sent.filter((mail) => mail.to === owner.account.email);

describe("the current owner of a claimed vehicle", () => {
  it("is told once of a new claim, with the vehicle and where to answer, and never who asked", async () => {
    const holder = await newOwner("Ana Beatriz Souza");
    const requester = await newOwner("Bruno Carvalho Lima");
    const vehicle = await vehicleHeldBy(holder);

    await claim(requester, vehicle);
    const [notice, ...more] = mailsTo(holder);
    expect(more).toEqual([]);
    expect(notice?.subject).toBe(`Pedido de transferência do seu ${vehicle.label}`);
    expect(notice?.text).toContain("Olá, Ana Beatriz Souza.");
    expect(notice?.text).toContain(
      `Outra pessoa pediu a transferência do seu ${vehicle.label} para a garagem dela.`,
    );
    expect(notice?.text).toContain(`Para aceitar ou recusar, acesse Minha garagem: ${garageUrl}`);
    // LGPD: the holder learns what is asked, not who asks.
    const everything = JSON.stringify(notice);
    for (const secret of [
      requester.account.email,
      requester.account.name,
      "Bruno",
      requester.account.cpf,
      requester.account.id,
      vehicle.vin,
    ]) {
      expect(everything).not.toContain(secret);
    }
    // Nothing goes to the requester, who was just answered on the page.
    expect(mailsTo(requester)).toEqual([]);

    // Asking again is the same claim: no second notice.
    await claim(requester, vehicle);
    expect(outbox.sent).toHaveLength(1);
  });
});

describe("the requester of a transfer", () => {
  it("is told the vehicle is now theirs, and whoever else asked that it was not transferred", async () => {
    const holder = await newOwner("Ana Paula Ramos");
    const buyer = await newOwner("Bruno Teixeira");
    const other = await newOwner("Carla Menezes");
    const vehicle = await vehicleHeldBy(holder);
    const requestId = await claim(buyer, vehicle);
    await claim(other, vehicle);
    expect(mailsTo(holder)).toHaveLength(2);

    const accepted = await call(holder, transferRoute.PUT, {
      body: { requestId, decision: "accept" },
    });
    expect(accepted.status).toBe(200);
    expect(await ownerOf(vehicle.id)).toBe(buyer.account.id);
    const [told, ...more] = mailsTo(buyer);
    expect(more).toEqual([]);
    expect(told?.subject).toBe(`Transferência aceita: ${vehicle.label}`);
    expect(told?.text).toContain("Olá, Bruno Teixeira.");
    expect(told?.text).toContain(`o ${vehicle.label} agora está na sua garagem.`);
    expect(told?.text).toContain(garageUrl);
    const [notTransferred, ...again] = mailsTo(other);
    expect(again).toEqual([]);
    expect(notTransferred?.subject).toBe(`Transferência não realizada: ${vehicle.label}`);
    expect(notTransferred?.text).toContain("não foi transferido para a sua garagem");
    // The former owner decided on the page, and is told nothing more.
    expect(mailsTo(holder)).toHaveLength(2);
  });

  it("swaps two cars whose owners accept each other's requests at the same moment", async () => {
    const first = await newOwner("Diego Farias");
    const second = await newOwner("Elisa Moura");
    const firstCar = await vehicleHeldBy(first);
    const secondCar = await vehicleHeldBy(second);
    const forSecond = await claim(second, firstCar);
    const forFirst = await claim(first, secondCar);
    const answers = await Promise.all([
      call(first, transferRoute.PUT, { body: { requestId: forSecond, decision: "accept" } }),
      call(second, transferRoute.PUT, { body: { requestId: forFirst, decision: "accept" } }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await ownerOf(firstCar.id)).toBe(second.account.id);
    expect(await ownerOf(secondCar.id)).toBe(first.account.id);
  });

  it("is told a declined claim left the vehicle where it was", async () => {
    const holder = await newOwner("Ana Lúcia Prado");
    const requester = await newOwner("Bruno Fonseca");
    const vehicle = await vehicleHeldBy(holder);
    const requestId = await claim(requester, vehicle);

    const declined = await call(holder, transferRoute.PUT, {
      body: { requestId, decision: "decline" },
    });
    expect(declined.status).toBe(200);
    expect(await ownerOf(vehicle.id)).toBe(holder.account.id);
    const [told, ...more] = mailsTo(requester);
    expect(more).toEqual([]);
    expect(told?.subject).toBe(`Transferência não realizada: ${vehicle.label}`);
    expect(told?.text).toContain(
      `Seu pedido de transferência do ${vehicle.label} não foi aceito, e o veículo não foi transferido para a sua garagem.`,
    );
    expect(told?.text).toContain(garageUrl);
  });
});

describe("a requester whose claim was declined", () => {
  it("cannot ask the same owner again for a day, so the owner is not mailed the same question over and over", async () => {
    const holder = await newOwner("Ana Carolina Dias");
    const requester = await newOwner("Bruno Monteiro");
    const vehicle = await vehicleHeldBy(holder);
    const requestId = await claim(requester, vehicle);
    const declined = await call(holder, transferRoute.PUT, {
      body: { requestId, decision: "decline" },
    });
    expect(declined.status).toBe(200);

    const again = await call(requester, transferRoute.POST, {
      body: { vehicleId: vehicle.id, vin: vehicle.vin },
    });
    expect(again.status).toBe(409);
    expect(again.error.message).toBe(
      "O proprietário atual recusou o seu pedido de transferência deste veículo. Você poderá pedir de novo 24 horas depois da recusa; se comprou o veículo, fale com quem o vendeu.",
    );
    expect(mailsTo(holder)).toHaveLength(1);
    expect(
      await database().$count(
        vehicleTransferRequests,
        and(
          eq(vehicleTransferRequests.vehicleId, vehicle.id),
          eq(vehicleTransferRequests.status, "pending"),
        ),
      ),
    ).toBe(0);

    // A day after the refusal the question may be asked again, and the owner is told of it.
    await database()
      .update(vehicleTransferRequests)
      .set({ decidedAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(vehicleTransferRequests.id, requestId));
    await claim(requester, vehicle);
    expect(mailsTo(holder)).toHaveLength(2);
  });
});

describe("a requester whose claim goes unanswered", () => {
  it("is told when the current owner removes the vehicle, and may then register it", async () => {
    const holder = await newOwner("Ana Paula Reis");
    const requester = await newOwner("Bruno Teixeira");
    const vehicle = await vehicleHeldBy(holder);
    const requestId = await claim(requester, vehicle);

    const removed = await call(holder, vehiclesRoute.DELETE, {
      query: { vehicleId: String(vehicle.id) },
    });
    expect(removed.status).toBe(200);
    const [row] = await database()
      .select({ status: vehicleTransferRequests.status })
      .from(vehicleTransferRequests)
      .where(eq(vehicleTransferRequests.id, requestId));
    expect(row?.status).toBe("withdrawn");
    const [told, ...more] = mailsTo(requester);
    expect(more).toEqual([]);
    expect(told?.subject).toBe(`Você já pode cadastrar o ${vehicle.label}`);
    expect(told?.text).toContain(
      `O ${vehicle.label}, cuja transferência você pediu, saiu da garagem do proprietário anterior.`,
    );
    expect(told?.text).toContain(garageUrl);

    // The notice is true: the requester registers the vehicle without anyone's answer.
    const added = await call(requester, vehiclesRoute.POST, {
      body: { vehicleId: vehicle.id, vin: vehicle.vin },
    });
    expect(added.status).toBe(201);
    expect(await ownerOf(vehicle.id)).toBe(requester.account.id);
  });

  it("is told when the current owner deletes the account, and only once it is deleted", async () => {
    const holder = await newOwner("Ana Vitória Lins");
    const requester = await newOwner("Bruno Quintela");
    const vehicle = await vehicleHeldBy(holder);
    await claim(requester, vehicle);

    const refused = await call(holder, accountRoute.DELETE, {
      body: { currentPassword: "Errada#2026" },
    });
    expect(refused.status).toBe(422);
    expect(mailsTo(requester)).toEqual([]);

    const deleted = await call(holder, accountRoute.DELETE, {
      body: { currentPassword: "Variant#1969" },
    });
    expect(deleted.status).toBe(200);
    expect(await ownerOf(vehicle.id)).toBeNull();
    const [told, ...more] = mailsTo(requester);
    expect(more).toEqual([]);
    expect(told?.subject).toBe(`Você já pode cadastrar o ${vehicle.label}`);
  });

  it("is not written to when a vehicle without claims leaves a garage", async () => {
    const holder = await newOwner("Ana Sofia Melo");
    const vehicle = await vehicleHeldBy(holder);
    outbox.sent.length = 0;
    const removed = await call(holder, vehiclesRoute.DELETE, {
      query: { vehicleId: String(vehicle.id) },
    });
    expect(removed.status).toBe(200);
    expect(outbox.sent).toEqual([]);
  });
});

describe("a mail server that is down", () => {
  it("fails neither the claim nor the decision", async () => {
    const holder = await newOwner("Ana Clara Duarte");
    const requester = await newOwner("Bruno Rezende");
    const vehicle = await vehicleHeldBy(holder);
    outbox.down = true;

    const requestId = await claim(requester, vehicle);
    const [row] = await database()
      .select()
      .from(vehicleTransferRequests)
      .where(eq(vehicleTransferRequests.id, requestId));
    expect(row).toMatchObject({
      vehicleId: vehicle.id,
      requesterId: requester.account.id,
      holderId: holder.account.id,
      status: "pending",
    });

    const accepted = await call(holder, transferRoute.PUT, {
      body: { requestId, decision: "accept" },
    });
    expect(accepted.status).toBe(200);
    expect(await ownerOf(vehicle.id)).toBe(requester.account.id);
    // Both notices were tried, and refused.
    expect(outbox.refused).toEqual([holder.account.email, requester.account.email]);
    expect(outbox.sent).toEqual([]);
  });
});

describe("a claim nobody answers", () => {
  const dayMs = 24 * 60 * 60 * 1000;

  async function madeDaysAgo(requestId: number, days: number) {
    await database()
      .update(vehicleTransferRequests)
      .set({ createdAt: new Date(Date.now() - days * dayMs) })
      .where(eq(vehicleTransferRequests.id, requestId));
  }

  async function claimRow(requestId: number) {
    const [row] = await database()
      .select()
      .from(vehicleTransferRequests)
      .where(eq(vehicleTransferRequests.id, requestId));
    return row;
  }

  it("reminds the current owner once after three days, and nobody before", async () => {
    const holder = await newOwner("Ana Luiza Prado");
    const requester = await newOwner("Bruno Fontes");
    const vehicle = await vehicleHeldBy(holder);
    const requestId = await claim(requester, vehicle);
    outbox.sent.length = 0;
    // Both sides see until when the claim waits.
    for (const owner of [holder, requester]) {
      const garage = await call(owner, vehiclesRoute.GET);
      const shown = garage.body.transfers.find((t: { id: number }) => t.id === requestId);
      const row = await claimRow(requestId);
      expect(shown?.expiresAt).toBe(
        new Date((row?.createdAt.getTime() ?? 0) + 14 * dayMs).toISOString(),
      );
    }

    await madeDaysAgo(requestId, 2);
    await sweepTransferDeadlines();
    expect(mailsTo(holder)).toEqual([]);

    await madeDaysAgo(requestId, 4);
    await sweepTransferDeadlines();
    const [reminder, ...more] = mailsTo(holder);
    expect(more).toEqual([]);
    expect(reminder?.subject).toBe(`Lembrete: pedido de transferência do seu ${vehicle.label}`);
    expect(reminder?.text).toContain("Olá, Ana Luiza Prado.");
    expect(reminder?.text).toContain("o pedido expira 14 dias depois de feito");
    expect(reminder?.text).toContain(`Para aceitar ou recusar, acesse Minha garagem: ${garageUrl}`);
    expect(JSON.stringify(reminder)).not.toContain("Bruno");
    expect(mailsTo(requester)).toEqual([]);
    expect(await claimRow(requestId)).toMatchObject({ status: "pending" });

    // One reminder per claim, however many sweeps (and instances) follow.
    await Promise.all([sweepTransferDeadlines(), sweepTransferDeadlines()]);
    expect(mailsTo(holder)).toHaveLength(1);
  });

  it("expires after fourteen days, tells the requester, leaves the vehicle, and may be asked again", async () => {
    const holder = await newOwner("Ana Vitória Leal");
    const requester = await newOwner("Bruno Quintela");
    const vehicle = await vehicleHeldBy(holder);
    const requestId = await claim(requester, vehicle);
    outbox.sent.length = 0;
    await madeDaysAgo(requestId, 15);

    await Promise.all([sweepTransferDeadlines(), sweepTransferDeadlines()]);
    const row = await claimRow(requestId);
    expect(row?.status).toBe("expired");
    expect(row?.decidedAt).not.toBeNull();
    expect(await ownerOf(vehicle.id)).toBe(holder.account.id);
    const [told, ...more] = mailsTo(requester);
    expect(more).toEqual([]);
    expect(told?.subject).toBe(`Pedido de transferência expirado: ${vehicle.label}`);
    expect(told?.text).toContain("Olá, Bruno Quintela.");
    expect(told?.text).toContain(
      `O proprietário atual do ${vehicle.label} não respondeu ao seu pedido de transferência em 14 dias, e o pedido expirou.`,
    );
    expect(told?.text).toContain("0800 019 5775");
    // An expired claim is neither reminded of nor answerable.
    expect(mailsTo(holder)).toEqual([]);
    const late = await call(holder, transferRoute.PUT, {
      body: { requestId, decision: "accept" },
    });
    expect(late.status).toBe(404);
    expect(await ownerOf(vehicle.id)).toBe(holder.account.id);

    // The requester may ask again at once: an expired claim is not a refusal.
    const again = await claim(requester, vehicle);
    expect(again).not.toBe(requestId);
    expect(await claimRow(again)).toMatchObject({ status: "pending" });
  });
});

// The notices wait in the mail outbox until sent (decision 048): written with the change, tried
// at once, and retried by the worker with back-off.
describe("a transfer notice that could not be sent", () => {
  const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

  async function noticesTo(owner: Owner) {
    return database()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipientId, owner.account.id))
      .orderBy(mailOutbox.id);
  }

  it("stays pending when the mail server refuses it, and is sent by a later pass", async () => {
    const holder = await newOwner("Ana Júlia Torres");
    const requester = await newOwner("Bruno Paiva");
    const vehicle = await vehicleHeldBy(holder);
    outbox.down = true;
    await claim(requester, vehicle);
    const [waiting] = await noticesTo(holder);
    expect(waiting).toMatchObject({ kind: "requested", status: "pending", attempts: 1 });
    expect(waiting?.lastError).toContain("ECONNREFUSED");

    outbox.down = false;
    // Not before its back-off is over.
    await deliverDueTransferMails({ now: new Date() });
    expect(mailsTo(holder)).toEqual([]);
    await deliverDueTransferMails({ now: later(2) });
    const [sent, ...more] = mailsTo(holder);
    expect(more).toEqual([]);
    expect(sent?.subject).toBe(`Pedido de transferência do seu ${vehicle.label}`);
    expect(await noticesTo(holder)).toMatchObject([{ status: "sent", attempts: 2 }]);
  });

  it("is retried when the identity provider could not give the address", async () => {
    const holder = await newOwner("Ana Teresa Brito");
    const requester = await newOwner("Bruno Sales");
    const vehicle = await vehicleHeldBy(holder);
    outbox.down = true;
    await claim(requester, vehicle);
    outbox.down = false;

    // Port 9 (discard) refuses the connection, as a provider that is down does.
    Object.assign(config(), { OIDC_ISSUER: "http://127.0.0.1:9" });
    try {
      await deliverDueTransferMails({ now: later(2) });
    } finally {
      Object.assign(config(), { OIDC_ISSUER: issuer });
    }
    expect(mailsTo(holder)).toEqual([]);
    const [waiting] = await noticesTo(holder);
    expect(waiting).toMatchObject({ status: "pending", attempts: 2 });
    expect(waiting?.lastError).not.toContain("ECONNREFUSED 127.0.0.1:1025");

    await deliverDueTransferMails({ now: later(5) });
    expect(mailsTo(holder)).toHaveLength(1);
    expect(await noticesTo(holder)).toMatchObject([{ status: "sent", attempts: 3 }]);
  });

  it("is sent once by two workers passing at once", async () => {
    const holder = await newOwner("Ana Rita Falcão");
    const requester = await newOwner("Bruno Leme");
    const vehicle = await vehicleHeldBy(holder);
    outbox.down = true;
    await claim(requester, vehicle);
    outbox.down = false;

    const reports = await Promise.all([
      deliverDueTransferMails({ now: later(2) }),
      deliverDueTransferMails({ now: later(2) }),
    ]);
    expect(mailsTo(holder)).toHaveLength(1);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBeGreaterThanOrEqual(1);
    expect(await noticesTo(holder)).toMatchObject([{ status: "sent", attempts: 2 }]);
  });

  it("fails for good after the last attempt, logged as an error", async () => {
    const holder = await newOwner("Ana Cecília Mota");
    const requester = await newOwner("Bruno Vidal");
    const vehicle = await vehicleHeldBy(holder);
    outbox.down = true;
    await claim(requester, vehicle);
    const errors = vi.spyOn(logger(), "error");
    // Each pass a day later than the one before: every back-off is over.
    for (let pass = 1; pass < maxDeliveryAttempts; pass += 1) {
      await deliverDueTransferMails({ now: later(pass * 24 * 60) });
    }
    const [failed] = await noticesTo(holder);
    expect(failed).toMatchObject({ status: "failed", attempts: maxDeliveryAttempts });
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ mailId: failed?.id, attempts: maxDeliveryAttempts }),
      "mail not sent, attempts exhausted",
    );
    errors.mockRestore();

    outbox.down = false;
    await deliverDueTransferMails({ now: later(maxDeliveryAttempts * 24 * 60) });
    expect(mailsTo(holder)).toEqual([]);
  });

  it("is never written when the change it tells of is rolled back", async () => {
    const holder = await newOwner("Ana Helena Cruz");
    const requester = await newOwner("Bruno Araújo");
    const vehicle = await vehicleHeldBy(holder);
    await claim(requester, vehicle);
    outbox.sent.length = 0;

    // The removal lapses the claim and writes the requester's notice, then fails as a whole.
    await expect(
      removeVehicle(holder.account.id, vehicle.id, async () => {
        throw new Error("the database went away");
      }),
    ).rejects.toThrow("the database went away");
    expect(await ownerOf(vehicle.id)).toBe(holder.account.id);
    expect(await noticesTo(requester)).toEqual([]);
    await deliverDueTransferMails({ now: later(24 * 60) });
    expect(mailsTo(requester)).toEqual([]);
  });
});
