// A correction request reaches its dealer: the dealer's system lists the requests sent to it,
// accepts one (the revision enters the car's history) or declines it with its reason, and the
// owner is told by mail and reads the outcome on the request's page. The owner may take back a
// request the dealer has not decided. Owners are real accounts of the identity provider; the mails
// are read as the mail server would receive them.
import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { database, databaseHandle } from "@/db";
import {
  dealers,
  holidays,
  serviceClaims,
  vehicleMileageReadings,
  vehicleModels,
  vehicles,
} from "@/db/schema";
import { seedDatabase } from "@/db/seed";
import { grantDealerToken, issueDealerCredentials } from "@/features/leads/server";
import { startTestIdentityProvider, type TestIdentityProvider } from "../support/owner-tokens";
import { asSessionOwner, providerOwners, type SessionOwner } from "../support/provider-owners";
import { callRoute, type ContractRoute, type RouteCall } from "../support/route-caller";

const issuer = vi.hoisted(() => {
  const url = `http://127.0.0.1:${34000 + Math.floor(Math.random() * 2000)}`;
  process.env.OIDC_ISSUER = url;
  return url;
});

vi.mock("next/headers", async () => {
  const { cookieJar } = await import("../support/owner-tokens");
  return { cookies: async () => cookieJar(), headers: async () => new Headers() };
});

const outbox = vi.hoisted(() => ({ sent: [] as { to: string; subject: string; text: string }[] }));
vi.mock("@/lib/mail", () => ({
  sendMail: async (mail: { to: string; subject: string; text: string }) => {
    outbox.sent.push(mail);
  },
}));

const claimRoute = await import("@/app/api/v1/claim/service/route");
const withdrawRoute = await import("@/app/api/v1/claim/service/[protocol]/route");
const dealerClaimsRoute = await import("@/app/api/v1/dealers/claims/route");
const dealerClaimRoute = await import("@/app/api/v1/dealers/claims/[protocol]/route");
const vehiclesRoute = await import("@/app/api/v1/core/vehicles/route");
const { sweepClaimReminders } = await import("@/features/scheduling/server/claim-reminders");
const { pendingClaimsOfVehicle } = await import("@/features/scheduling/server/claims");

let provider: TestIdentityProvider;
let owners: ReturnType<typeof providerOwners>;
let dealerA: { code: string; token: string };
let dealerB: { code: string; token: string };
let modelCode: string;

type Owner = SessionOwner;

async function dealerWithToken(code: string) {
  const credentials = await issueDealerCredentials(code);
  const token = await grantDealerToken(credentials.clientId, credentials.clientSecret);
  return { code, token: token.access_token };
}

beforeAll(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  await seedDatabase(databaseHandle().db);
  provider = await startTestIdentityProvider(issuer);
  owners = providerOwners(provider, { mailbox: "revisao" });
  const [first, second] = await database()
    .select({ code: dealers.code })
    .from(dealers)
    .orderBy(dealers.code)
    .limit(2);
  if (!first || !second) throw new Error("the seed has fewer than two dealers");
  dealerA = await dealerWithToken(first.code);
  dealerB = await dealerWithToken(second.code);
  const [model] = await database().select({ code: vehicleModels.code }).from(vehicleModels);
  if (!model) throw new Error("the seed has no model");
  modelCode = model.code;
});

afterAll(async () => {
  await provider?.close();
  await provider?.store.close();
});

beforeEach(() => {
  outbox.sent.length = 0;
});

const newOwner = (name: string) => owners.newOwner(name);
const asOwner = asSessionOwner;

const asDealer = <R extends ContractRoute>(
  dealer: { token: string },
  route: R,
  options: RouteCall = {},
) => callRoute(route, { ...options, bearer: dealer.token });

/** A free car of the registry put in the owner's garage. */
async function garageCar(owner: Owner) {
  const [car] = await database()
    .select({
      id: vehicles.id,
      vin: vehicles.vin,
      plate: vehicles.plate,
      soldOn: vehicles.soldOn,
      mileageKm: vehicles.mileageKm,
    })
    .from(vehicles)
    .where(and(isNull(vehicles.ownerId), sql`${vehicles.plate} is not null`))
    .orderBy(vehicles.id)
    .limit(1);
  if (!car?.plate) throw new Error("no free car with a plate");
  const added = await asOwner(owner, vehiclesRoute.POST, {
    body: { vehicleId: car.id, vin: car.vin },
  });
  expect(added.status).toBe(201);
  return car;
}

/**
 * The day after the car's last reading, today at the latest: a revision of that day may read
 * above the car's mileage, since an odometer never goes back after it (claim-odometer.ts).
 */
async function dayAfterLastReading(vehicleId: number): Promise<string> {
  const [last] = await database()
    .select({ day: sql<string | null>`max(${vehicleMileageReadings.readOn})::text` })
    .from(vehicleMileageReadings)
    .where(eq(vehicleMileageReadings.vehicleId, vehicleId));
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(
    new Date(),
  );
  if (!last?.day) return today;
  const next = new Date(`${last.day}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const day = next.toISOString().slice(0, 10);
  return day < today ? day : today;
}

async function sendClaim(owner: Owner, body: Record<string, unknown> = {}) {
  const sent = await asOwner(owner, claimRoute.POST, {
    body: {
      vehicle: { modelCode, modelYear: 2022, plate: null },
      dealerCode: dealerA.code,
      revisionNumber: 1,
      servicePerformedDate: "2025-08-14",
      revisionOdometer: 10_150,
      description: "A 1ª revisão não aparece no histórico do carro.",
      ...body,
    },
  });
  expect(sent.status).toBe(201);
  return sent.body.protocol;
}

async function storedClaim(protocol: string) {
  const [row] = await database()
    .select({
      status: serviceClaims.status,
      settledAt: serviceClaims.settledAt,
      dealerNote: serviceClaims.dealerNote,
    })
    .from(serviceClaims)
    .where(eq(serviceClaims.protocol, protocol));
  return row;
}

const revisionsOf = (vehicleId: number) =>
  database()
    .select({ readOn: vehicleMileageReadings.readOn, mileageKm: vehicleMileageReadings.mileageKm })
    .from(vehicleMileageReadings)
    .where(
      and(
        eq(vehicleMileageReadings.vehicleId, vehicleId),
        eq(vehicleMileageReadings.source, "revision"),
      ),
    )
    .orderBy(vehicleMileageReadings.readOn);

describe("the dealer's review of correction requests", () => {
  it("lists a request to its dealer only, with the car and the owner's name", async () => {
    const owner = await newOwner("Lúcia Prado");
    const protocol = await sendClaim(owner, {
      vehicle: { modelCode, modelYear: 2022, plate: "RVW2C31" },
    });

    const queue = await asDealer(dealerA, dealerClaimsRoute.GET, { query: { status: "received" } });
    expect(queue.status).toBe(200);
    const listed = queue.body.claims.find((claim) => claim.protocol === protocol);
    expect(listed).toMatchObject({
      status: "received",
      dealerCode: dealerA.code,
      revisionNumber: 1,
      servicePerformedDate: "2025-08-14",
      revisionOdometer: 10_150,
      vehicle: { modelCode, plate: "RVW2C31", vin: null },
      owner: { name: "Lúcia Prado" },
    });

    const other = await asDealer(dealerB, dealerClaimsRoute.GET);
    expect(other.body.claims.map((claim) => claim.protocol)).not.toContain(protocol);
    const read = await asDealer(dealerB, dealerClaimRoute.GET, { params: { protocol } });
    expect(read.status).toBe(404);
    expect(read.error.message).toBe("Pedido de correção não encontrado.");
    const decided = await asDealer(dealerB, dealerClaimRoute.PATCH, {
      params: { protocol },
      body: { decision: "accepted" },
    });
    expect(decided.status).toBe(404);
    expect((await storedClaim(protocol))?.status).toBe("received");
    expect(outbox.sent).toEqual([]);

    const anonymous = await callRoute(dealerClaimsRoute.GET);
    expect(anonymous.status).toBe(401);
  });

  it("accepted, puts the revision in the garage car's history once and tells the owner", async () => {
    const owner = await newOwner("Caio Menezes");
    const car = await garageCar(owner);
    const day = await dayAfterLastReading(car.id);
    const odometer = car.mileageKm + 4_321;
    const protocol = await sendClaim(owner, {
      vehicle: { vehicleId: car.id },
      servicePerformedDate: day,
      revisionOdometer: odometer,
    });
    const before = await revisionsOf(car.id);
    // Until the dealer decides, the garage says the request is under review.
    const ownerId = owner.account.id;
    expect(await pendingClaimsOfVehicle(ownerId, car.id)).toEqual([
      { protocol, revisionNumber: 1, dealerName: expect.any(String) },
    ]);

    const accepted = await asDealer(dealerA, dealerClaimRoute.PATCH, {
      params: { protocol },
      body: { decision: "accepted" },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: "accepted", vehicle: { vin: car.vin } });
    expect(await pendingClaimsOfVehicle(ownerId, car.id)).toEqual([]);

    const after = await revisionsOf(car.id);
    expect(after).toHaveLength(before.length + 1);
    expect(after).toContainEqual({ readOn: day, mileageKm: odometer });
    const [stored] = await database()
      .select({ mileageKm: vehicles.mileageKm })
      .from(vehicles)
      .where(eq(vehicles.id, car.id));
    expect(stored?.mileageKm).toBe(odometer);

    const [mail, ...more] = outbox.sent;
    expect(more).toEqual([]);
    expect(mail?.to).toBe(owner.account.email);
    expect(mail?.subject).toBe(`Pedido de correção ${protocol} aceito`);
    expect(mail?.text).toContain("A revisão agora consta no histórico do veículo.");
    expect(mail?.text).toContain(`/agendamento/servicos/confirmacao?claim=${protocol}`);

    const mine = await asOwner(owner, claimRoute.GET);
    expect(mine.body.claims.find((claim) => claim.protocol === protocol)?.status).toBe("accepted");

    // Decided once: a second decision and a late withdrawal change nothing.
    const again = await asDealer(dealerA, dealerClaimRoute.PATCH, {
      params: { protocol },
      body: { decision: "declined", note: "Não encontramos a nota fiscal." },
    });
    expect(again.status).toBe(409);
    expect(again.error.message).toBe(
      "A concessionária já aceitou este pedido: a revisão está no histórico do veículo.",
    );
    const late = await asOwner(owner, withdrawRoute.DELETE, { params: { protocol } });
    expect(late.status).toBe(409);
    expect(await storedClaim(protocol)).toMatchObject({ status: "accepted", dealerNote: null });
    expect(await revisionsOf(car.id)).toHaveLength(before.length + 1);
    expect(outbox.sent).toHaveLength(1);

    // The accepted revision stands: the same request again names it.
    const copy = await asOwner(owner, claimRoute.POST, {
      body: {
        vehicle: { vehicleId: car.id },
        dealerCode: dealerA.code,
        revisionNumber: 1,
        servicePerformedDate: day,
        revisionOdometer: odometer,
        description: "A 1ª revisão não aparece no histórico do carro.",
      },
    });
    expect(copy.status).toBe(409);
    expect(copy.error.message).toBe(
      `A concessionária já registrou a 1ª revisão com esta data no histórico do veículo (protocolo ${protocol}).`,
    );
  });

  it("declined, needs a reason, which the owner reads by mail and on the request", async () => {
    const owner = await newOwner("Beatriz Lopes");
    const protocol = await sendClaim(owner, { revisionNumber: 2 });

    for (const body of [
      { decision: "declined" },
      { decision: "declined", note: "Não." },
      { decision: "talvez" },
      { decision: "accepted", status: "accepted" },
    ]) {
      const refused = await asDealer(dealerA, dealerClaimRoute.PATCH, {
        params: { protocol },
        body,
      });
      expect(refused.status).toBe(400);
    }
    const noReason = await asDealer(dealerA, dealerClaimRoute.PATCH, {
      params: { protocol },
      body: { decision: "declined" },
    });
    expect(noReason.error.fields?.note).toBe(
      "Ao recusar, escreva ao proprietário o motivo (de 10 a 500 caracteres), por exemplo o que falta para aceitar.",
    );
    expect(await storedClaim(protocol)).toMatchObject({ status: "received", settledAt: null });

    const note = "Não há registro desta revisão na nossa oficina nesta data. Traga a nota fiscal.";
    const declined = await asDealer(dealerA, dealerClaimRoute.PATCH, {
      params: { protocol },
      body: { decision: "declined", note },
    });
    expect(declined.status).toBe(200);
    expect(await storedClaim(protocol)).toMatchObject({ status: "declined", dealerNote: note });

    const [mail] = outbox.sent;
    expect(mail?.subject).toBe(`Pedido de correção ${protocol} recusado`);
    expect(mail?.text).toContain(`Mensagem da concessionária: ${note}`);
    const mine = await asOwner(owner, claimRoute.GET);
    expect(mine.body.claims.find((claim) => claim.protocol === protocol)).toMatchObject({
      status: "declined",
      dealerNote: note,
    });

    // A declined request leaves the revision free: the owner can send it again, with the receipt.
    const again = await sendClaim(owner, {
      revisionNumber: 2,
      description: "Segue a nota fiscal da revisão, número 4521.",
    });
    expect(again).not.toBe(protocol);
  });

  it("withdrawn by its owner, is not decided any more, and can be sent again", async () => {
    const owner = await newOwner("Davi Rocha");
    const stranger = await newOwner("Elisa Nunes");
    const protocol = await sendClaim(owner, { revisionNumber: 3 });

    const notHers = await asOwner(stranger, withdrawRoute.DELETE, { params: { protocol } });
    expect(notHers.status).toBe(404);
    expect((await storedClaim(protocol))?.status).toBe("received");

    const withdrawn = await asOwner(owner, withdrawRoute.DELETE, { params: { protocol } });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.status).toBe("withdrawn");

    const decided = await asDealer(dealerA, dealerClaimRoute.PATCH, {
      params: { protocol },
      body: { decision: "accepted" },
    });
    expect(decided.status).toBe(409);
    expect(decided.error.message).toBe("Este pedido já foi retirado.");
    const twice = await asOwner(owner, withdrawRoute.DELETE, { params: { protocol } });
    expect(twice.status).toBe(409);
    expect(outbox.sent).toEqual([]);

    const again = await sendClaim(owner, { revisionNumber: 3 });
    expect(again).not.toBe(protocol);
  });

  it("of a withdrawal and a decision sent at once, lets exactly one stand", async () => {
    const owner = await newOwner("Fábio Reis");
    const protocol = await sendClaim(owner, { revisionNumber: 4 });
    const [withdrawal, decision] = await Promise.all([
      asOwner(owner, withdrawRoute.DELETE, { params: { protocol } }),
      asDealer(dealerA, dealerClaimRoute.PATCH, {
        params: { protocol },
        body: { decision: "accepted" },
      }),
    ]);
    expect([withdrawal.status, decision.status].sort()).toEqual([200, 409]);
    const stored = await storedClaim(protocol);
    expect(stored?.status).toBe(withdrawal.status === 200 ? "withdrawn" : "accepted");
    expect(outbox.sent).toHaveLength(decision.status === 200 ? 1 : 0);
  });

  it("accepted for a car outside the garage, writes the revision on the registry's car of that plate", async () => {
    const owner = await newOwner("Gustavo Alves");
    const [car] = await database()
      .select({
        id: vehicles.id,
        plate: vehicles.plate,
        soldOn: vehicles.soldOn,
        modelCode: vehicleModels.code,
        modelYear: vehicles.modelYear,
      })
      .from(vehicles)
      .innerJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
      .where(and(isNull(vehicles.ownerId), sql`${vehicles.plate} is not null`))
      .orderBy(sql`${vehicles.id} desc`)
      .limit(1);
    if (!car?.plate) throw new Error("no free car with a plate");
    const day = car.soldOn < "2025-09-01" ? "2025-09-01" : car.soldOn;
    const protocol = await sendClaim(owner, {
      vehicle: { modelCode: car.modelCode, modelYear: car.modelYear, plate: car.plate },
      servicePerformedDate: day,
      revisionOdometer: 12_345,
    });
    const others = await database()
      .select({ id: vehicleMileageReadings.id })
      .from(vehicleMileageReadings)
      .where(
        and(ne(vehicleMileageReadings.vehicleId, car.id), eq(vehicleMileageReadings.readOn, day)),
      );

    const accepted = await asDealer(dealerA, dealerClaimRoute.PATCH, {
      params: { protocol },
      body: { decision: "accepted", note: "Revisão conferida na nossa oficina." },
    });
    expect(accepted.status).toBe(200);
    expect(await revisionsOf(car.id)).toContainEqual({ readOn: day, mileageKm: 12_345 });
    const othersAfter = await database()
      .select({ id: vehicleMileageReadings.id })
      .from(vehicleMileageReadings)
      .where(
        and(ne(vehicleMileageReadings.vehicleId, car.id), eq(vehicleMileageReadings.readOn, day)),
      );
    expect(othersAfter).toHaveLength(others.length);
  });

  it("accepted for a typed plate of a car in someone else's garage, leaves that car alone", async () => {
    const holder = await newOwner("Regina Matos");
    const car = await garageCar(holder);
    const [model] = await database()
      .select({ code: vehicleModels.code, year: vehicles.modelYear })
      .from(vehicles)
      .innerJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
      .where(eq(vehicles.id, car.id));
    if (!model) throw new Error("the car has no model");
    const before = await revisionsOf(car.id);
    const stranger = await newOwner("Ulisses Nunes");
    const day = car.soldOn < "2025-10-01" ? "2025-10-01" : car.soldOn;
    const protocol = await sendClaim(stranger, {
      vehicle: { modelCode: model.code, modelYear: model.year, plate: car.plate },
      servicePerformedDate: day,
      revisionOdometer: 1_500_000,
    });
    const accepted = await asDealer(dealerA, dealerClaimRoute.PATCH, {
      params: { protocol },
      body: { decision: "accepted" },
    });
    expect(accepted.status).toBe(200);
    expect(await revisionsOf(car.id)).toEqual(before);
    const [after] = await database()
      .select({ mileageKm: vehicles.mileageKm })
      .from(vehicles)
      .where(eq(vehicles.id, car.id));
    expect(after?.mileageKm).toBe(car.mileageKm);
  });

  it("undecided when its car leaves the garage, is taken back with it", async () => {
    const owner = await newOwner("Otávio Reis");
    const car = await garageCar(owner);
    const protocol = await sendClaim(owner, {
      vehicle: { vehicleId: car.id },
      servicePerformedDate: await dayAfterLastReading(car.id),
      revisionOdometer: car.mileageKm + 2_000,
    });
    const removed = await asOwner(owner, vehiclesRoute.DELETE, { query: { vehicleId: car.id } });
    expect(removed.status).toBe(200);
    expect((await storedClaim(protocol))?.status).toBe("withdrawn");
    const late = await asDealer(dealerA, dealerClaimRoute.PATCH, {
      params: { protocol },
      body: { decision: "accepted" },
    });
    expect(late.status).toBeGreaterThanOrEqual(400);
    expect(late.status).toBeLessThan(500);
    expect((await storedClaim(protocol))?.status).toBe("withdrawn");
  });

  it("accepted after its garage car changed hands, leaves the new owner's car alone", async () => {
    const owner = await newOwner("Sílvia Campos");
    const car = await garageCar(owner);
    const protocol = await sendClaim(owner, {
      vehicle: { vehicleId: car.id },
      servicePerformedDate: await dayAfterLastReading(car.id),
      revisionOdometer: car.mileageKm + 3_000,
    });
    // A request left standing by a hand-over of before its car's requests left with it.
    const next = await newOwner("Tiago Lopes");
    await database()
      .update(vehicles)
      .set({ ownerId: next.account.id })
      .where(eq(vehicles.id, car.id));
    const before = await revisionsOf(car.id);
    const accepted = await asDealer(dealerA, dealerClaimRoute.PATCH, {
      params: { protocol },
      body: { decision: "accepted" },
    });
    expect(accepted.status).toBe(200);
    expect(await revisionsOf(car.id)).toEqual(before);
    const [after] = await database()
      .select({ mileageKm: vehicles.mileageKm })
      .from(vehicles)
      .where(eq(vehicles.id, car.id));
    expect(after?.mileageKm).toBe(car.mileageKm);
  });
});

describe("a request accepted with the odometer of the dealer's own record", () => {
  it("records the dealer's figure and keeps the owner's beside it, on the page and in the mail", async () => {
    const owner = await newOwner("Íris Duarte");
    const car = await garageCar(owner);
    const day = await dayAfterLastReading(car.id);
    const typed = car.mileageKm + 1_000;
    const recorded = typed + 360;
    const protocol = await sendClaim(owner, {
      vehicle: { vehicleId: car.id },
      servicePerformedDate: day,
      revisionOdometer: typed,
    });

    const onDecline = await asDealer(dealerA, dealerClaimRoute.PATCH, {
      params: { protocol },
      body: { decision: "declined", note: "A nota fiscal mostra outra data.", revisionOdometer: 1 },
    });
    expect(onDecline.status).toBe(400);
    expect(onDecline.error.fields).toEqual({
      revisionOdometer:
        "A quilometragem corrigida vale só ao aceitar: ao recusar, diga ao proprietário na mensagem.",
    });
    for (const revisionOdometer of [-5, 2.5, 1_500_001, "10"]) {
      const refused = await asDealer(dealerA, dealerClaimRoute.PATCH, {
        params: { protocol },
        body: { decision: "accepted", revisionOdometer },
      });
      expect(refused.status).toBe(400);
      expect(refused.error.fields?.revisionOdometer).toBe(
        "Informe a quilometragem do registro da concessionária, de 0 a 1.500.000 km.",
      );
    }
    expect((await storedClaim(protocol))?.status).toBe("received");
    expect(outbox.sent).toEqual([]);

    const accepted = await asDealer(dealerA, dealerClaimRoute.PATCH, {
      params: { protocol },
      body: { decision: "accepted", revisionOdometer: recorded },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ revisionOdometer: recorded, submittedOdometer: typed });
    expect(await revisionsOf(car.id)).toContainEqual({ readOn: day, mileageKm: recorded });

    const mine = await asOwner(owner, claimRoute.GET);
    expect(mine.body.claims.find((claim) => claim.protocol === protocol)).toMatchObject({
      revisionOdometer: recorded,
      submittedOdometer: typed,
    });
    const [mail] = outbox.sent;
    expect(mail?.text).toContain(
      `A concessionária registrou ${recorded.toLocaleString("pt-BR")} km, conforme o registro dela (você informou ${typed.toLocaleString("pt-BR")} km).`,
    );
  });
  it("puts the dealer's figure in place of a reading already on record that day", async () => {
    const owner = await newOwner("Otávio Lins");
    const car = await garageCar(owner);
    const day = await dayAfterLastReading(car.id);
    const typed = car.mileageKm + 2_000;
    const recorded = typed - 140;
    const protocol = await sendClaim(owner, {
      vehicle: { vehicleId: car.id },
      servicePerformedDate: day,
      revisionOdometer: typed,
    });
    // Between the request and the decision, the same day's revision reached the history another
    // way (the dealer's report of the visit), with the owner's figure.
    await database()
      .insert(vehicleMileageReadings)
      .values({ vehicleId: car.id, readOn: day, mileageKm: typed, source: "revision" });

    const accepted = await asDealer(dealerA, dealerClaimRoute.PATCH, {
      params: { protocol },
      body: { decision: "accepted", revisionOdometer: recorded },
    });
    expect(accepted.status).toBe(200);
    const thatDay = (await revisionsOf(car.id)).filter((reading) => reading.readOn === day);
    expect(thatDay).toEqual([{ readOn: day, mileageKm: recorded }]);
    // The history names the dealer that corrected it.
    const [reading] = await database()
      .select({ dealer: dealers.code })
      .from(vehicleMileageReadings)
      .innerJoin(dealers, eq(dealers.id, vehicleMileageReadings.dealerId))
      .where(
        and(eq(vehicleMileageReadings.vehicleId, car.id), eq(vehicleMileageReadings.readOn, day)),
      );
    expect(reading?.dealer).toBe(dealerA.code);
    expect(outbox.sent[0]?.text).toContain(
      `A concessionária registrou ${recorded.toLocaleString("pt-BR")} km`,
    );
  });
});

describe("a request left undecided past the promised 5 working days", () => {
  it("reminds its dealer once, by mail; never of a request decided, withdrawn or still in time", async () => {
    const owner = await newOwner("Heloísa Campos");
    const late = await sendClaim(owner, { revisionNumber: 2, servicePerformedDate: "2025-09-02" });
    const withdrawn = await sendClaim(owner, {
      revisionNumber: 3,
      servicePerformedDate: "2025-10-03",
    });
    const fresh = await sendClaim(owner, { revisionNumber: 4, servicePerformedDate: "2025-11-04" });
    expect(
      (await asOwner(owner, withdrawRoute.DELETE, { params: { protocol: withdrawn } })).status,
    ).toBe(200);
    // Twenty days hold more than five working days whatever holidays fall in them.
    const twentyDaysAgo = new Date(Date.now() - 20 * 86_400_000);
    await database()
      .update(serviceClaims)
      .set({ createdAt: twentyDaysAgo })
      .where(inArray(serviceClaims.protocol, [late, withdrawn]));
    const [dealer] = await database()
      .select({ email: dealers.email, name: dealers.name })
      .from(dealers)
      .where(eq(dealers.code, dealerA.code));
    outbox.sent.length = 0;

    await sweepClaimReminders();
    const about = (protocol: string) =>
      outbox.sent.filter((mail) => mail.subject.includes(protocol));
    const [reminder] = about(late);
    expect(reminder?.to).toBe(dealer?.email);
    expect(reminder?.subject).toBe(`Pedido de correção ${late} aguarda sua análise`);
    expect(reminder?.text).toContain(`Olá, ${dealer?.name}.`);
    expect(reminder?.text).toContain("há mais de 5 dias úteis");
    expect(reminder?.text).toContain("Proprietário: Heloísa Campos.");
    expect(about(withdrawn)).toEqual([]);
    expect(about(fresh)).toEqual([]);
    // The owner is not written to: the reminder is the dealer's.
    expect(outbox.sent.some((mail) => mail.to === owner.account.email)).toBe(false);

    await sweepClaimReminders();
    expect(about(late)).toHaveLength(1);
    // Reminded, the request is decided as any other.
    const accepted = await asDealer(dealerA, dealerClaimRoute.PATCH, {
      params: { protocol: late },
      body: { decision: "accepted" },
    });
    expect(accepted.status).toBe(200);
    expect((await storedClaim(late))?.status).toBe("accepted");
  });

  it("does not count the dealer's own holidays as working days", async () => {
    const owner = await newOwner("Caetano Prado");
    const closedOnMonday = await sendClaim(owner, {
      revisionNumber: 5,
      servicePerformedDate: "2025-12-05",
    });
    const open = await sendClaim(owner, {
      dealerCode: dealerB.code,
      revisionNumber: 6,
      servicePerformedDate: "2026-01-06",
    });
    // Sent on Tuesday 3 March 2020 at 18:00 in Brasília; dealer A was closed on Monday the 9th.
    await database()
      .update(serviceClaims)
      .set({ createdAt: new Date("2020-03-03T21:00:00Z") })
      .where(inArray(serviceClaims.protocol, [closedOnMonday, open]));
    const [dealer] = await database()
      .select({ id: dealers.id })
      .from(dealers)
      .where(eq(dealers.code, dealerA.code));
    if (!dealer) throw new Error("dealer A is not in the database");
    await database()
      .insert(holidays)
      .values({
        day: "2020-03-09",
        name: "Inventário",
        dealerId: dealer.id,
        scope: `dealer:${dealer.id}`,
      })
      .onConflictDoNothing();
    const about = (protocol: string) =>
      outbox.sent.filter((mail) => mail.subject.includes(protocol));

    // Wednesday the 11th: five weekdays have passed, but only four of dealer A's working days.
    await sweepClaimReminders(new Date("2020-03-11T13:00:00Z"));
    expect(about(open)).toHaveLength(1);
    expect(about(closedOnMonday)).toEqual([]);

    await sweepClaimReminders(new Date("2020-03-12T13:00:00Z"));
    expect(about(closedOnMonday)).toHaveLength(1);
    expect(about(open)).toHaveLength(1);
  });
});
