import { and, eq, isNull, sql } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { database, databaseHandle } from "@/db";
import {
  bookings,
  dealers,
  owners,
  vehicleMileageReadings,
  vehicles,
  vehicleTransferRequests,
} from "@/db/schema";
import { seedDatabase } from "@/db/seed";
import { garageEndpoints } from "@/features/garage/endpoints";
import { removeVehicle } from "@/features/garage/server/vehicle-service";
import { vinCheckLimit } from "@/features/garage/server/vin-check-limit";
import { cancelVehicleBookingsIn } from "@/features/scheduling/server/booking-cancellation";
import { writeBooking } from "@/features/scheduling/server/bookings";
import { dealerDayCalendar } from "@/features/scheduling/server/calendar";
import {
  cookieJar,
  requestCookies,
  sessionCookies,
  startTestIdentityProvider,
  type TestIdentityProvider,
} from "../support/owner-tokens";
import { revisionBooking } from "../support/revision-booking";
import { callRoute, type ContractRoute, type RouteCall } from "../support/route-caller";

const issuer = vi.hoisted(() => {
  const url = `http://127.0.0.1:${28000 + Math.floor(Math.random() * 2000)}`;
  process.env.OIDC_ISSUER = url;
  return url;
});

vi.mock("next/headers", async () => {
  const { cookieJar: jar } = await import("../support/owner-tokens");
  return { cookies: async () => jar(), headers: async () => new Headers() };
});

const vehiclesRoute = await import("@/app/api/v1/core/vehicles/route");
const searchRoute = await import("@/app/api/v1/core/vehicles/search/route");
const nicknameRoute = await import("@/app/api/v1/core/vehicles/nickname/route");
const renavamRoute = await import("@/app/api/v1/core/vehicles/renavam/route");
const mileageRoute = await import("@/app/api/v1/core/vehicles/millage/route");
const selectedRoute = await import("@/app/api/v1/core/vehicles/selected/route");
const transferRoute = await import("@/app/api/v1/core/vehicles/transfer/route");
const registrationRoute = await import("@/app/api/v1/core/registration/route");
const completeRoute = await import("@/app/api/v1/core/registration/complete/route");
const dealerRoute = await import("@/app/api/v1/core/dealer/route");
const dealerSearchRoute = await import("@/app/api/v1/core/dealer/search/route");
const logoutRoute = await import("@/app/api/v1/auth-redirect/logout/route");
const userRoute = await import("@/app/api/v1/user/route");

let provider: TestIdentityProvider;
const tokens = new Map<string, string>();
void cookieJar;

/** Calls a route handler as `owner` (null: no session), through the shared route caller. */
async function call<R extends ContractRoute>(
  owner: string | null,
  route: R,
  options: RouteCall = {},
) {
  let cookies = new Map<string, string>();
  if (owner) {
    let token = tokens.get(owner);
    if (!token) {
      token = await provider.issueIdToken(owner);
      tokens.set(owner, token);
    }
    cookies = sessionCookies(token);
  }
  return requestCookies.run(cookies, () => callRoute(route, options));
}

async function freeVehicles(count: number) {
  return database()
    .select({
      id: vehicles.id,
      vin: vehicles.vin,
      plate: vehicles.plate,
      mileageKm: vehicles.mileageKm,
    })
    .from(vehicles)
    .where(and(isNull(vehicles.ownerId), sql`${vehicles.plate} is not null`))
    .orderBy(vehicles.id)
    .limit(count);
}

let free: Awaited<ReturnType<typeof freeVehicles>>;

/** A free slot three weeks or more ahead, at the first dealer. */
async function firstFreeSlot() {
  const [dealer] = await database().select({ code: dealers.code }).from(dealers).limit(1);
  const dealerCode = dealer?.code ?? "";
  for (let offset = 21; offset < 60; offset += 1) {
    const day = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const [slot] = (await dealerDayCalendar(dealerCode, day)).slots;
    if (slot) return { dealerCode, slot };
  }
  throw new Error("no free slot in two months");
}

/** A revision of a garage vehicle confirmed three weeks or more ahead, at the first dealer. */
async function bookVehicle(ownerId: string, vehicleId: number) {
  const { dealerCode, slot } = await firstFreeSlot();
  return writeBooking(
    ownerId,
    revisionBooking(dealerCode, slot, {
      vehicle: { vehicleId },
      serviceCodes: [],
      // The registry car's reading is above the fixture's 9,800 km, which is not what is checked.
      confirmLower: true,
    }),
    { mode: "confirm" },
  );
}

beforeAll(async () => {
  await seedDatabase(databaseHandle().db);
  provider = await startTestIdentityProvider(issuer);
  free = await freeVehicles(11);
});

afterAll(async () => {
  await provider?.close();
});

describe("vehicle calls of an owner", () => {
  it("answers 401 in the error shape without a verified session, and with a forged token", async () => {
    const anonymous = await call(null, vehiclesRoute.GET);
    expect(anonymous.status).toBe(401);
    expect(anonymous.error.message).toBe("Sua sessão expirou. Entre novamente.");
    const forged = `${(await provider.issueIdToken("intruso")).slice(0, -4)}AAAA`;
    const response = await requestCookies.run(sessionCookies(forged), () =>
      callRoute(vehiclesRoute.GET),
    );
    expect(response.status).toBe(401);
  });

  it("finds a free vehicle by chassi and by plate, and says why bad input is refused", async () => {
    const [target] = free;
    if (!target?.plate) throw new Error("no free vehicle with a plate");
    const byVin = await call("owner-ana", searchRoute.GET, {
      query: { vin: target.vin.toLowerCase() },
    });
    expect(byVin.status).toBe(200);
    expect(byVin.body.vehicle).toMatchObject({
      id: target.id,
      standing: "free",
      vin: target.vin,
      mileageKm: target.mileageKm,
    });
    expect(byVin.body.vehicle.soldOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // A plate is on every street: found by it, a free car shows its model, not its chassi, nor
    // when it was sold and its last reading.
    const byPlate = await call("owner-ana", searchRoute.GET, {
      query: { plate: target.plate },
    });
    expect(byPlate.body.vehicle).toMatchObject({
      id: target.id,
      standing: "free",
      vin: null,
      soldOn: null,
      mileageKm: null,
    });
    // The browser's own reading of the answer takes it as it is.
    expect(v.safeParse(garageEndpoints.searchVehicle.answer, byPlate.body).success).toBe(true);
    expect(v.safeParse(garageEndpoints.searchVehicle.answer, byVin.body).success).toBe(true);
    expect(byPlate.text).not.toContain(target.vin);
    // Not even its last characters: with the model and year they leave a few serials to try.
    expect(byPlate.text).not.toContain(target.vin.slice(-4));
    expect(byPlate.text).not.toContain(byVin.body.vehicle.soldOn);

    const badVin = await call("owner-ana", searchRoute.GET, {
      query: { vin: "9BWZZZ377VT00425" },
    });
    expect(badVin.status).toBe(400);
    expect(badVin.error.fields?.vin).toMatch(/17 caracteres/);
    const foreign = await call("owner-ana", searchRoute.GET, {
      query: { vin: "1HGCM82633A004352" },
    });
    expect(foreign.error.fields?.vin).toMatch(/não é de um Volkswagen/);
    const badPlate = await call("owner-ana", searchRoute.GET, {
      query: { plate: "AB-12345" },
    });
    expect(badPlate.status).toBe(400);
    expect(badPlate.error.fields?.plate).toMatch(/ABC-1234/);
    const unknown = await call("owner-ana", searchRoute.GET, {
      query: { vin: "9BWAL45UZKT999999" },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.error.message).toBe("Veículo não encontrado.");
  });

  it("stops an account walking plates after 30 lookups in 10 minutes, with 429 and a pt-BR message", async () => {
    const statuses: number[] = [];
    let refusal: Awaited<ReturnType<typeof call>> | undefined;
    for (let index = 0; index < 31; index += 1) {
      const answer = await call("owner-walker", searchRoute.GET, {
        query: { plate: `ZZZ${String(index).padStart(4, "0")}` },
      });
      statuses.push(answer.status);
      if (answer.status === 429) refusal = answer;
    }
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect(Number(refusal?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refusal?.error.message).toMatch(
      /^Muitas buscas de veículo em pouco tempo\. Tente novamente em \d+ minutos?\.$/,
    );
    // Another account is not held back by this one.
    const other = await call("owner-ana", searchRoute.GET, { query: { plate: "ZZZ9999" } });
    expect(other.status).toBe(404);
  });

  it("keeps each garage to its owner: another owner's vehicle id answers 404 on every call", async () => {
    const [mine] = free;
    if (!mine) throw new Error("no free vehicle");
    const added = await call("owner-ana", vehiclesRoute.POST, {
      body: { vehicleId: mine.id, vin: mine.vin },
    });
    expect(added.status).toBe(201);
    expect((await call("owner-ana", vehiclesRoute.GET)).body.vehicles.map((v) => v.id)).toEqual([
      mine.id,
    ]);
    expect((await call("owner-bruno", vehiclesRoute.GET)).body.vehicles).toEqual([]);

    const attempts = [
      await call("owner-bruno", nicknameRoute.PUT, {
        body: { vehicleId: mine.id, nickname: "Meu" },
      }),
      await call("owner-bruno", renavamRoute.PUT, {
        body: { vehicleId: mine.id, renavam: "00639884962" },
      }),
      await call("owner-bruno", mileageRoute.PUT, {
        body: { vehicleId: mine.id, mileageKm: 999_000 },
      }),
      await call("owner-bruno", selectedRoute.PUT, { body: { vehicleId: mine.id } }),
      await call("owner-bruno", vehiclesRoute.DELETE, {
        query: { vehicleId: String(mine.id) },
      }),
    ];
    for (const attempt of attempts) {
      expect(attempt.status).toBe(404);
      expect(attempt.error.code).toBe("NOT_FOUND");
    }
    const [stored] = await database().select().from(vehicles).where(eq(vehicles.id, mine.id));
    expect(stored).toMatchObject({
      ownerId: "owner-ana",
      nickname: null,
      mileageKm: mine.mileageKm,
    });
  });

  it("updates nickname and RENAVAM of the owner's vehicle and refuses a wrong check digit", async () => {
    const [mine] = free;
    if (!mine) throw new Error("no free vehicle");
    const nickname = await call("owner-ana", nicknameRoute.PUT, {
      body: { vehicleId: mine.id, nickname: "  Azulão " },
    });
    expect(nickname.body.vehicle.nickname).toBe("Azulão");
    const wrong = await call("owner-ana", renavamRoute.PUT, {
      body: { vehicleId: mine.id, renavam: "12345678901" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.error.fields?.renavam).toMatch(/dígito verificador/);
    const right = await call("owner-ana", renavamRoute.PUT, {
      body: { vehicleId: mine.id, renavam: "00639884962" },
    });
    expect(right.body.vehicle.renavam).toBe("00639884962");
    // Issued before 2013, the same RENAVAM has 9 digits: it is the 11-digit number, stored so.
    const again = await call("owner-ana", renavamRoute.PUT, {
      body: { vehicleId: mine.id, renavam: "639884962" },
    });
    expect(again.status).toBe(200);
    expect(again.body.vehicle.renavam).toBe("00639884962");
    const [stored] = await database()
      .select({ renavam: vehicles.renavam })
      .from(vehicles)
      .where(eq(vehicles.id, mine.id));
    expect(stored?.renavam).toBe("00639884962");
  });

  it("refuses a RENAVAM that another vehicle already has, and keeps what was saved", async () => {
    const [mine, , , , , , seventh] = free;
    if (!mine || !seventh) throw new Error("no free vehicle");
    const [first] = await database().select().from(vehicles).where(eq(vehicles.id, mine.id));
    expect(first?.renavam).toBe("00639884962");
    const added = await call("owner-bruno", vehiclesRoute.POST, {
      body: { vehicleId: seventh.id, vin: seventh.vin },
    });
    expect(added.status).toBe(201);
    const taken = await call("owner-bruno", renavamRoute.PUT, {
      body: { vehicleId: seventh.id, renavam: "00639884962" },
    });
    expect(taken.status).toBe(422);
    expect(taken.error.fields?.renavam).toBe(
      "Este RENAVAM já está cadastrado em outro veículo. Confira o número no CRLV.",
    );
    const rows = await database()
      .select({ id: vehicles.id, renavam: vehicles.renavam })
      .from(vehicles)
      .where(eq(vehicles.renavam, "00639884962"));
    expect(rows).toEqual([{ id: mine.id, renavam: "00639884962" }]);
  });

  it("keeps the highest mileage of concurrent edits and takes a lower one only when confirmed", async () => {
    const [mine] = free;
    if (!mine) throw new Error("no free vehicle");
    const base = mine.mileageKm;
    const edits = [base + 1_000, base + 3_000, base + 2_000];
    const answers = await Promise.all(
      edits.map((mileageKm) =>
        call("owner-ana", mileageRoute.PUT, { body: { vehicleId: mine.id, mileageKm } }),
      ),
    );
    expect(answers.every((answer) => answer.status === 200 || answer.status === 422)).toBe(true);
    const [after] = await database()
      .select({ km: vehicles.mileageKm })
      .from(vehicles)
      .where(eq(vehicles.id, mine.id));
    expect(after?.km).toBe(base + 3_000);

    const lower = await call("owner-ana", mileageRoute.PUT, {
      body: { vehicleId: mine.id, mileageKm: 10 },
    });
    expect(lower.status).toBe(422);
    expect(lower.error.fields?.mileageKm).toMatch(/menor que a última/);
    const fraction = await call("owner-ana", mileageRoute.PUT, {
      body: { vehicleId: mine.id, mileageKm: 10.5 },
    });
    expect(fraction.status).toBe(400);
    const negative = await call("owner-ana", mileageRoute.PUT, {
      body: { vehicleId: mine.id, mileageKm: -1 },
    });
    expect(negative.status).toBe(400);
    const confirmed = await call("owner-ana", mileageRoute.PUT, {
      body: { vehicleId: mine.id, mileageKm: 10, confirmLower: true },
    });
    expect(confirmed.body.vehicle.mileageKm).toBe(10);
    const readings = await database()
      .select()
      .from(vehicleMileageReadings)
      .where(
        and(
          eq(vehicleMileageReadings.vehicleId, mine.id),
          eq(vehicleMileageReadings.source, "owner"),
        ),
      );
    expect(readings.filter((r) => r.confirmedLower).map((r) => r.mileageKm)).toEqual([10]);
  });

  it("turns a claim on a vehicle in another garage into a recorded transfer request, never a move", async () => {
    const [mine] = free;
    if (!mine) throw new Error("no free vehicle");
    const claim = await call("owner-bruno", vehiclesRoute.POST, {
      body: { vehicleId: mine.id, vin: mine.vin },
    });
    expect(claim.status).toBe(409);
    expect(claim.error.message).toMatch(/garagem de outra pessoa/);
    const search = await call("owner-bruno", searchRoute.GET, { query: { vin: mine.vin } });
    expect(search.body.vehicle).toMatchObject({
      standing: "elsewhere",
      transferPending: false,
      soldOn: null,
    });
    expect(search.text).not.toContain("owner-ana");
    // Found by its plate, someone else's vehicle keeps its chassi to itself.
    if (!mine.plate) throw new Error("the free vehicle has no plate");
    const byPlate = await call("owner-bruno", searchRoute.GET, { query: { plate: mine.plate } });
    expect(byPlate.body.vehicle).toMatchObject({
      id: mine.id,
      standing: "elsewhere",
      vin: null,
      soldOn: null,
    });
    expect(byPlate.text).not.toContain(mine.vin);

    // The transfer names the vehicle by the plate it was found by.
    const request = await call("owner-bruno", transferRoute.POST, {
      body: { vehicleId: mine.id, vin: mine.plate },
    });
    expect(request.status).toBe(201);
    const again = await call("owner-bruno", transferRoute.POST, {
      body: { vehicleId: mine.id, vin: mine.vin },
    });
    expect(again.body.transfer.id).toBe(request.body.transfer.id);
    const rows = await database()
      .select()
      .from(vehicleTransferRequests)
      .where(eq(vehicleTransferRequests.vehicleId, mine.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      requesterId: "owner-bruno",
      holderId: "owner-ana",
      status: "pending",
    });
    const [still] = await database()
      .select({ ownerId: vehicles.ownerId })
      .from(vehicles)
      .where(eq(vehicles.id, mine.id));
    expect(still?.ownerId).toBe("owner-ana");
    const booked = await bookVehicle("owner-ana", mine.id);

    // Only the current owner decides: the claimant (or anyone else) gets a 404.
    const selfAccept = await call("owner-bruno", transferRoute.PUT, {
      body: { requestId: request.body.transfer.id, decision: "accept" },
    });
    expect(selfAccept.status).toBe(404);
    const incoming = (await call("owner-ana", vehiclesRoute.GET)).body.transfers;
    expect(incoming).toMatchObject([{ id: request.body.transfer.id, direction: "incoming" }]);
    const accepted = await call("owner-ana", transferRoute.PUT, {
      body: { requestId: request.body.transfer.id, decision: "accept" },
    });
    expect(accepted.status).toBe(200);
    const [moved] = await database()
      .select({
        ownerId: vehicles.ownerId,
        nickname: vehicles.nickname,
        renavam: vehicles.renavam,
      })
      .from(vehicles)
      .where(eq(vehicles.id, mine.id));
    // The RENAVAM owner-ana typed does not reach the new owner's garage.
    expect(moved).toEqual({ ownerId: "owner-bruno", nickname: null, renavam: null });
    const [handedOver] = (await call("owner-bruno", vehiclesRoute.GET)).body.vehicles;
    expect(handedOver?.renavam).toBeNull();
    expect((await call("owner-ana", vehiclesRoute.GET)).body.vehicles).toEqual([]);
    // The car handed over leaves its former owner's visit to come behind.
    const [booking] = await database()
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, booked.id));
    expect(booking?.status).toBe("cancelled");
  });

  it("removes a vehicle from the garage, leaves it free in the registry and cancels its bookings to come", async () => {
    const [, second] = free;
    if (!second) throw new Error("no free vehicle");
    await call("owner-carla", vehiclesRoute.POST, {
      body: { vehicleId: second.id, vin: second.vin },
    });
    await call("owner-carla", renavamRoute.PUT, {
      body: { vehicleId: second.id, renavam: "00639884962" },
    });
    const booked = await bookVehicle("owner-carla", second.id);
    expect(booked.status).toBe("confirmed");
    const removed = await call("owner-carla", vehiclesRoute.DELETE, {
      query: { vehicleId: String(second.id) },
    });
    expect(removed.status).toBe(200);
    const [row] = await database()
      .select({ ownerId: vehicles.ownerId, renavam: vehicles.renavam })
      .from(vehicles)
      .where(eq(vehicles.id, second.id));
    // Free again, without the RENAVAM its owner typed: the next claimant would read it.
    expect(row).toEqual({ ownerId: null, renavam: null });
    const [owner] = await database()
      .select({ selected: owners.selectedVehicleId })
      .from(owners)
      .where(eq(owners.id, "owner-carla"));
    expect(owner?.selected).toBeNull();
    // The dealer gets its time back: the vehicle may already be another owner's.
    const [booking] = await database()
      .select({ status: bookings.status, reason: bookings.cancelReason })
      .from(bookings)
      .where(eq(bookings.id, booked.id));
    expect(booking).toEqual({ status: "cancelled", reason: "Veículo removido da garagem." });
  });

  it("removes a vehicle and cancels its bookings together: a failure after the cancellation undoes both", async () => {
    const [, , , fourth] = free;
    if (!fourth) throw new Error("no free vehicle");
    await call("owner-dora", vehiclesRoute.POST, {
      body: { vehicleId: fourth.id, vin: fourth.vin },
    });
    const booked = await bookVehicle("owner-dora", fourth.id);
    await expect(
      removeVehicle("owner-dora", fourth.id, async (tx, vehicleId) => {
        await cancelVehicleBookingsIn(tx, "owner-dora", vehicleId);
        throw new Error("the database went away");
      }),
    ).rejects.toThrow("the database went away");
    const [row] = await database()
      .select({ ownerId: vehicles.ownerId })
      .from(vehicles)
      .where(eq(vehicles.id, fourth.id));
    expect(row?.ownerId).toBe("owner-dora");
    const [booking] = await database()
      .select({ status: bookings.status, reason: bookings.cancelReason })
      .from(bookings)
      .where(eq(bookings.id, booked.id));
    expect(booking).toEqual({ status: "confirmed", reason: null });
  });

  it("refuses a booking that meets the vehicle's removal half-way, and leaves no booking behind it", async () => {
    const [, , , , fifth] = free;
    if (!fifth) throw new Error("no free vehicle");
    await call("owner-edu", vehiclesRoute.POST, { body: { vehicleId: fifth.id, vin: fifth.vin } });
    const { dealerCode, slot } = await firstFreeSlot();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The removal holds the vehicle while the booking is written against it.
    const removal = removeVehicle("owner-edu", fifth.id, async (tx, vehicleId) => {
      await held;
      return cancelVehicleBookingsIn(tx, "owner-edu", vehicleId);
    });
    const booking = writeBooking(
      "owner-edu",
      revisionBooking(dealerCode, slot, {
        vehicle: { vehicleId: fifth.id },
        serviceCodes: [],
        confirmLower: true,
      }),
      { mode: "confirm" },
    );
    const outcome = booking.then(
      () => "booked",
      (error: unknown) => (error instanceof Error ? error.constructor.name : "failed"),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    release();
    await removal;
    expect(await outcome).toBe("UnknownBookingVehicleError");
    const left = await database()
      .select({ status: bookings.status })
      .from(bookings)
      .where(and(eq(bookings.vehicleId, fifth.id), eq(bookings.status, "confirmed")));
    expect(left).toEqual([]);
  });
});

describe("the most vehicles one garage holds", () => {
  const full =
    "Sua garagem já tem 20 veículos, o máximo por proprietário. Para adicionar outro, remova um veículo da garagem.";

  /** Free vehicles of the registry that the other tests of this file leave alone. */
  async function spareVehicles(count: number) {
    return database()
      .select({ id: vehicles.id, vin: vehicles.vin })
      .from(vehicles)
      .where(isNull(vehicles.ownerId))
      .orderBy(sql`${vehicles.id} desc`)
      .limit(count);
  }

  const ownerOf = async (vehicleId: number) =>
    (
      await database()
        .select({ ownerId: vehicles.ownerId })
        .from(vehicles)
        .where(eq(vehicles.id, vehicleId))
    )[0]?.ownerId;

  it("adds up to 20, refuses the next with 422 and its message, and lists every one", async () => {
    const spare = await spareVehicles(21);
    const extra = spare.pop();
    if (!extra || spare.length !== 20) throw new Error("not enough free vehicles");
    for (const vehicle of spare) {
      const added = await call("owner-frota", vehiclesRoute.POST, {
        body: { vehicleId: vehicle.id, vin: vehicle.vin },
      });
      expect(added.status).toBe(201);
    }
    const refused = await call("owner-frota", vehiclesRoute.POST, {
      body: { vehicleId: extra.id, vin: extra.vin },
    });
    expect(refused.status).toBe(422);
    expect(refused.error.message).toBe(full);
    expect(await ownerOf(extra.id)).toBeNull();
    // Adding one already in the garage again still answers it.
    const [first] = spare;
    if (!first) throw new Error("no vehicle");
    const again = await call("owner-frota", vehiclesRoute.POST, {
      body: { vehicleId: first.id, vin: first.vin },
    });
    expect(again.status).toBe(201);

    const listed = await call("owner-frota", vehiclesRoute.GET);
    expect(listed.body.vehicles.map((vehicle) => vehicle.id).sort()).toEqual(
      spare.map((vehicle) => vehicle.id).sort(),
    );

    // A transfer the full garage could never take is not asked.
    const [held] = await database()
      .select({ id: vehicles.id, vin: vehicles.vin })
      .from(vehicles)
      .where(sql`${vehicles.ownerId} is not null and ${vehicles.ownerId} <> 'owner-frota'`)
      .orderBy(vehicles.id)
      .limit(1);
    if (!held) throw new Error("no vehicle in another garage");
    const asked = await call("owner-frota", transferRoute.POST, {
      body: { vehicleId: held.id, vin: held.vin },
    });
    expect(asked.status).toBe(422);
    expect(asked.error.message).toBe(full);
    const requests = await database()
      .select()
      .from(vehicleTransferRequests)
      .where(eq(vehicleTransferRequests.requesterId, "owner-frota"));
    expect(requests).toEqual([]);

    // With one vehicle out, the refused one goes in.
    expect(
      (await call("owner-frota", vehiclesRoute.DELETE, { query: { vehicleId: String(first.id) } }))
        .status,
    ).toBe(200);
    const later = await call("owner-frota", vehiclesRoute.POST, {
      body: { vehicleId: extra.id, vin: extra.vin },
    });
    expect(later.status).toBe(201);
    expect(await ownerOf(extra.id)).toBe("owner-frota");
  });

  it("lets no two vehicles added at once take a garage over the limit", async () => {
    const spare = await spareVehicles(22);
    const [last, other, ...first] = spare;
    if (!last || !other || first.length !== 20) throw new Error("not enough free vehicles");
    await database().insert(owners).values({ id: "owner-gil" }).onConflictDoNothing();
    await database()
      .update(vehicles)
      .set({ ownerId: "owner-gil" })
      .where(sql`${vehicles.id} in ${first.slice(0, 19).map((vehicle) => vehicle.id)}`);
    const answers = await Promise.all(
      [last, other].map((vehicle) =>
        call("owner-gil", vehiclesRoute.POST, {
          body: { vehicleId: vehicle.id, vin: vehicle.vin },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    const [held] = await database()
      .select({ count: sql<number>`count(*)::int` })
      .from(vehicles)
      .where(eq(vehicles.ownerId, "owner-gil"));
    expect(Number(held?.count)).toBe(20);
  });

  it("lists every vehicle of a garage filled before the limit, past any page size", async () => {
    const spare = await spareVehicles(60);
    if (spare.length !== 60) throw new Error("not enough free vehicles");
    await database().insert(owners).values({ id: "owner-antigo" }).onConflictDoNothing();
    await database()
      .update(vehicles)
      .set({ ownerId: "owner-antigo" })
      .where(sql`${vehicles.id} in ${spare.map((vehicle) => vehicle.id)}`);
    const listed = await call("owner-antigo", vehiclesRoute.GET);
    expect(listed.status).toBe(200);
    expect(listed.body.vehicles).toHaveLength(60);
    // Each one can be removed: none is left out of reach.
    const lastOne = spare[0];
    if (!lastOne) throw new Error("no vehicle");
    const removed = await call("owner-antigo", vehiclesRoute.DELETE, {
      query: { vehicleId: String(lastOne.id) },
    });
    expect(removed.status).toBe(200);
    expect((await call("owner-antigo", vehiclesRoute.GET)).body.vehicles).toHaveLength(59);
  });
});

describe("vehicles known only by their id", () => {
  it("claims, asks for and reveals nothing by a registry id without its chassi", async () => {
    const [, , , , , sixth] = free;
    const [held] = await database()
      .select({ id: vehicles.id, vin: vehicles.vin })
      .from(vehicles)
      .where(sql`${vehicles.ownerId} is not null`)
      .orderBy(vehicles.id)
      .limit(1);
    if (!sixth || !held) throw new Error("no vehicles");
    // Registry ids run 1, 2, 3...: each of these calls used to take the next id and answer with
    // the vehicle, its chassi and its plate, in someone else's garage or free to take.
    const claims = [
      await call("owner-ivo", vehiclesRoute.POST, { body: { vehicleId: sixth.id, vin: "" } }),
      await call("owner-ivo", vehiclesRoute.POST, {
        body: { vehicleId: sixth.id, vin: held.vin },
      }),
      await call("owner-ivo", transferRoute.POST, { body: { vehicleId: held.id, vin: "" } }),
      await call("owner-ivo", transferRoute.POST, {
        body: { vehicleId: held.id, vin: sixth.vin },
      }),
      await call("owner-ivo", registrationRoute.PUT, {
        body: { step: 2, max: 4, vehicleId: held.id },
      }),
      await call("owner-ivo", registrationRoute.PUT, {
        body: { step: 2, max: 4, vehicleId: sixth.id, vin: held.vin },
      }),
    ];
    for (const claim of claims) {
      expect(claim.status).toBe(404);
      expect(claim.error.message).toBe("Veículo não encontrado.");
      expect(claim.text).not.toContain(held.vin);
      expect(claim.text).not.toContain(sixth.vin);
    }
    const missing = await call("owner-ivo", vehiclesRoute.POST, { body: { vehicleId: sixth.id } });
    expect(missing.status).toBe(400);
    const [free6] = await database()
      .select({ ownerId: vehicles.ownerId })
      .from(vehicles)
      .where(eq(vehicles.id, sixth.id));
    expect(free6?.ownerId).toBeNull();
    const asked = await database()
      .select()
      .from(vehicleTransferRequests)
      .where(eq(vehicleTransferRequests.requesterId, "owner-ivo"));
    expect(asked).toEqual([]);
    expect((await call("owner-ivo", registrationRoute.GET)).body.registration.vehicle).toBeNull();

    // With the chassi the search answered (lower case, as typed, is the same chassi) it works.
    const added = await call("owner-ivo", vehiclesRoute.POST, {
      body: { vehicleId: sixth.id, vin: ` ${sixth.vin.toLowerCase()} ` },
    });
    expect(added.status).toBe(201);
  });
});

describe("a free vehicle found by its plate", () => {
  it("is claimed only with its chassi: the plate in its place is the unknown pair's 404, and nothing is stored", async () => {
    const [, , , , , , , , ninth] = free;
    if (!ninth?.plate) throw new Error("no free vehicle with a plate");
    // A plate is on every street: typed where the chassi goes, as written on the car or as the
    // registry keeps it, it claims nothing, not even the vehicle the registration holds.
    const attempts = [
      await call("owner-lia", vehiclesRoute.POST, {
        body: { vehicleId: ninth.id, vin: ninth.plate },
      }),
      await call("owner-lia", vehiclesRoute.POST, {
        body: { vehicleId: ninth.id, vin: ninth.plate.toLowerCase() },
      }),
      await call("owner-lia", registrationRoute.PUT, {
        body: { step: 3, max: 4, vehicleId: ninth.id, vin: ninth.plate },
      }),
    ];
    for (const attempt of attempts) {
      expect(attempt.status).toBe(404);
      expect(attempt.error.message).toBe("Veículo não encontrado.");
      expect(attempt.text).not.toContain(ninth.vin);
    }
    const [row] = await database()
      .select({ ownerId: vehicles.ownerId, mileageKm: vehicles.mileageKm })
      .from(vehicles)
      .where(eq(vehicles.id, ninth.id));
    expect(row).toEqual({ ownerId: null, mileageKm: ninth.mileageKm });
    expect((await call("owner-lia", vehiclesRoute.GET)).body.vehicles).toEqual([]);
    expect((await call("owner-lia", registrationRoute.GET)).body.registration.vehicle).toBeNull();
    // Not in the garage, the car's odometer is not the claimant's to lower.
    const lowered = await call("owner-lia", mileageRoute.PUT, {
      body: { vehicleId: ninth.id, mileageKm: 1, confirmLower: true },
    });
    expect(lowered.status).toBe(404);

    // Whoever has the car's document types its chassi, and the car is theirs.
    const added = await call("owner-lia", vehiclesRoute.POST, {
      body: { vehicleId: ninth.id, vin: ninth.vin },
    });
    expect(added.status).toBe(201);
    expect(added.body.vehicle).toMatchObject({ id: ninth.id, vin: ninth.vin });
    const [claimed] = await database()
      .select({ ownerId: vehicles.ownerId })
      .from(vehicles)
      .where(eq(vehicles.id, ninth.id));
    expect(claimed?.ownerId).toBe("owner-lia");
  });

  it("stops an account after a day's chassi checks: even the right chassi is 429 and nothing is claimed", async () => {
    const tenth = free[10];
    if (!tenth?.plate) throw new Error("no eleventh free vehicle with a plate");
    // A day of guesses spread under the ten-minute limits: searches, additions and registration
    // steps naming a vehicle by its chassi all count.
    const guesser = "owner-guessing-chassis";
    const wrong = `${tenth.vin.slice(0, -2)}${tenth.vin.endsWith("11") ? "22" : "11"}`;
    const named = await call(guesser, registrationRoute.PUT, {
      body: { step: 3, max: 4, vehicleId: tenth.id, vin: wrong },
    });
    expect(named.status).toBe(404);
    for (let check = 1; check < vinCheckLimit.policy.points; check += 1) {
      await vinCheckLimit.consume({ account: guesser });
    }
    const answers = [
      await call(guesser, vehiclesRoute.POST, { body: { vehicleId: tenth.id, vin: tenth.vin } }),
      await call(guesser, searchRoute.GET, { query: { vin: tenth.vin } }),
      await call(guesser, registrationRoute.PUT, {
        body: { step: 3, max: 4, vehicleId: tenth.id, vin: tenth.vin },
      }),
      // A transfer request tells a free car (409) from a wrong chassi (404): it counts too.
      await call(guesser, transferRoute.POST, { body: { vehicleId: tenth.id, vin: tenth.vin } }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(429);
      expect(answer.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(answer.error.message).toMatch(
        /^Muitas tentativas de chassi hoje\. Confira o chassi no documento do veículo \(CRLV\)\. Tente novamente em \d+ minutos?\.$/,
      );
      expect(answer.text).not.toContain(tenth.vin);
    }
    const [row] = await database()
      .select({ ownerId: vehicles.ownerId })
      .from(vehicles)
      .where(eq(vehicles.id, tenth.id));
    expect(row?.ownerId).toBeNull();
    // A plate names no chassi: the search by plate goes on, and so does another account.
    const byPlate = await call(guesser, searchRoute.GET, { query: { plate: tenth.plate } });
    expect(byPlate.status).toBe(200);
    expect(byPlate.body.vehicle.vin).toBeNull();
    const other = await call("owner-not-guessing", searchRoute.GET, { query: { vin: tenth.vin } });
    expect(other.status).toBe(200);
  });

  it("resumes a registration left on a vehicle found by its plate at the search, which finds it again", async () => {
    // The car found by its plate is not kept without its chassi: "Confirmar veículo" (3 of 4) and
    // "Completar informações" (4 of 6) have nothing to show, so the visit goes back a step.
    const left = await call("owner-leaving-a-plate", registrationRoute.PUT, {
      body: { step: 3, max: 4, vehicleId: null },
    });
    expect(left.status).toBe(200);
    expect(left.body.registration).toMatchObject({ step: 2, max: 4, vehicle: null });
    await call("owner-leaving-a-plate", registrationRoute.PUT, {
      body: { step: 4, max: 6, vehicleId: null },
    });
    const long = await call("owner-leaving-a-plate", registrationRoute.GET);
    expect(long.body.registration).toMatchObject({ step: 3, max: 6, vehicle: null });
    // "Sem veículo" (2 of 6) is about no vehicle, and stays.
    await call("owner-leaving-a-plate", registrationRoute.PUT, {
      body: { step: 2, max: 6, vehicleId: null },
    });
    const noVehicle = await call("owner-leaving-a-plate", registrationRoute.GET);
    expect(noVehicle.body.registration).toMatchObject({ step: 2, max: 6 });
  });

  it("shows its chassi, sale date and reading once it is the owner's, found by plate or chassi", async () => {
    const [, , , , , , , , ninth] = free;
    if (!ninth?.plate) throw new Error("no free vehicle with a plate");
    const byPlate = await call("owner-lia", searchRoute.GET, { query: { plate: ninth.plate } });
    const byVin = await call("owner-lia", searchRoute.GET, { query: { vin: ninth.vin } });
    expect(byPlate.body.vehicle).toMatchObject({
      standing: "yours",
      vin: ninth.vin,
      mileageKm: ninth.mileageKm,
    });
    expect(byPlate.body.vehicle).toEqual(byVin.body.vehicle);
    expect(byPlate.body.vehicle.soldOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Someone else finds it by its plate without its chassi, as a free car.
    const elsewhere = await call("owner-mauro", searchRoute.GET, { query: { plate: ninth.plate } });
    expect(elsewhere.body.vehicle).toMatchObject({
      standing: "elsewhere",
      vin: null,
      soldOn: null,
      mileageKm: null,
    });
  });

  it("is asked for by its plate once it is in another garage: the holder decides", async () => {
    const [, , , , , , , , ninth] = free;
    if (!ninth?.plate) throw new Error("no free vehicle with a plate");
    const request = await call("owner-mauro", transferRoute.POST, {
      body: { vehicleId: ninth.id, vin: ninth.plate },
    });
    expect(request.status).toBe(201);
    expect(request.body.transfer).toMatchObject({ vehicleId: ninth.id, status: "pending" });
    const [still] = await database()
      .select({ ownerId: vehicles.ownerId })
      .from(vehicles)
      .where(eq(vehicles.id, ninth.id));
    expect(still?.ownerId).toBe("owner-lia");
  });
});

describe("registration of a new owner", () => {
  it("resumes at the saved step and clears newUser only once a dealer is chosen", async () => {
    const [, , third] = free;
    if (!third) throw new Error("no free vehicle");
    const saved = await call("owner-davi", registrationRoute.PUT, {
      body: { step: 5, max: 6, vehicleId: third.id, vin: third.vin },
    });
    expect(saved.status).toBe(200);
    const resumed = await call("owner-davi", registrationRoute.GET);
    expect(resumed.body.registration).toMatchObject({ step: 5, max: 6, completed: false });
    expect(resumed.body.registration.vehicle?.id).toBe(third.id);
    expect((await call("owner-davi", registrationRoute.GET)).body.registration.step).toBe(5);
    expect((await call("owner-eva", registrationRoute.GET)).body.registration).toMatchObject({
      step: 1,
      max: 4,
      vehicle: null,
    });

    const bad = await call("owner-davi", registrationRoute.PUT, {
      body: { step: 9, max: 5 },
    });
    expect(bad.status).toBe(400);
    const early = await call("owner-davi", completeRoute.POST);
    expect(early.status).toBe(422);

    const [dealer] = await database().select({ id: dealers.id }).from(dealers).limit(1);
    if (!dealer) throw new Error("no dealer");
    expect(
      (await call("owner-davi", dealerRoute.PUT, { body: { dealerId: 99_999_999 } })).status,
    ).toBe(404);
    await call("owner-davi", dealerRoute.PUT, { body: { dealerId: dealer.id } });
    const done = await call("owner-davi", completeRoute.POST);
    expect(done.body.registration.completed).toBe(true);
    const [owner] = await database().select().from(owners).where(eq(owners.id, "owner-davi"));
    expect(owner?.registrationCompletedAt).toBeInstanceOf(Date);
    expect(owner?.favouriteDealerId).toBe(dealer.id);

    // "Adicionar veículo" later: once the car is confirmed into the garage the step moves on to
    // the dealer and is saved with it, and the owner may leave there. The next addition starts
    // afresh rather than on that car's dealer step.
    const added = await call("owner-davi", vehiclesRoute.POST, {
      body: { vehicleId: third.id, vin: third.vin },
    });
    expect(added.status).toBe(201);
    await call("owner-davi", registrationRoute.PUT, {
      body: { step: 4, max: 4, vehicleId: third.id, vin: third.vin },
    });
    expect((await call("owner-davi", registrationRoute.GET)).body.registration).toMatchObject({
      step: 1,
      max: 4,
      vehicle: null,
      completed: true,
    });
  });
});

describe("registration of a new owner whose claim was accepted", () => {
  it("goes on with the vehicle handed over, without adding it again, and finishes with a dealer", async () => {
    const [, , , , , , , eighth] = free;
    if (!eighth?.plate) throw new Error("no free vehicle with a plate");
    expect(
      (
        await call("owner-otto", vehiclesRoute.POST, {
          body: { vehicleId: eighth.id, vin: eighth.vin },
        })
      ).status,
    ).toBe(201);

    // Stopped at "Cadastrar veículo", the new owner asks for the car by its plate.
    await call("owner-juno", registrationRoute.PUT, { body: { step: 2, max: 4 } });
    const request = await call("owner-juno", transferRoute.POST, {
      body: { vehicleId: eighth.id, vin: eighth.plate },
    });
    expect(request.status).toBe(201);
    const accepted = await call("owner-otto", transferRoute.PUT, {
      body: { requestId: request.body.transfer.id, decision: "accept" },
    });
    expect(accepted.status).toBe(200);

    // Back at /cadastro, the registration offers the car now in the garage: no search needed.
    const resumed = (await call("owner-juno", registrationRoute.GET)).body.registration;
    expect(resumed).toMatchObject({ step: 2, max: 4, completed: false });
    expect(resumed.vehicle).toMatchObject({ id: eighth.id, vin: eighth.vin, standing: "yours" });
    const moved = await call("owner-juno", registrationRoute.PUT, {
      body: { step: 4, max: 4, vehicleId: eighth.id, vin: eighth.vin },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.registration.vehicle?.id).toBe(eighth.id);

    const [dealer] = await database().select({ id: dealers.id }).from(dealers).limit(1);
    if (!dealer) throw new Error("no dealer");
    await call("owner-juno", dealerRoute.PUT, { body: { dealerId: dealer.id } });
    const done = await call("owner-juno", completeRoute.POST);
    expect(done.status).toBe(200);
    expect(done.body.registration.completed).toBe(true);

    const [owner] = await database().select().from(owners).where(eq(owners.id, "owner-juno"));
    expect(owner?.registrationCompletedAt).toBeInstanceOf(Date);
    expect(owner?.favouriteDealerId).toBe(dealer.id);
    const garage = await database()
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.ownerId, "owner-juno"));
    expect(garage).toEqual([{ id: eighth.id }]);
    expect((await call("owner-juno", vehiclesRoute.GET)).body.vehicles).toHaveLength(1);
    expect((await call("owner-otto", vehiclesRoute.GET)).body.vehicles).toEqual([]);
  });
});

describe("dealer search", () => {
  it("reads a typed % or _ as itself, so a wildcard lists no dealer", async () => {
    const found = await call(null, dealerSearchRoute.GET, { query: { q: "Campinas" } });
    expect(found.status).toBe(200);
    expect(found.body.dealers.length).toBeGreaterThan(0);
    expect(found.body.dealers.every((dealer) => dealer.city === "Campinas")).toBe(true);
    for (const q of ["%%", "__", "%_", "C%s"]) {
      const answer = await call(null, dealerSearchRoute.GET, { query: { q } });
      expect(answer.status, q).toBe(200);
      expect(answer.body.dealers, q).toEqual([]);
    }
  });
});

describe("logout", () => {
  it("ends the session for good: the same token, copied before, no longer opens the garage", async () => {
    expect((await call("owner-lia", vehiclesRoute.GET)).status).toBe(200);
    const token = tokens.get("owner-lia") ?? "";
    const loggedOut = await call("owner-lia", logoutRoute.GET);
    expect(loggedOut.status).toBe(200);
    // Clearing the browser's cookies used to be all: a copy of the token kept working for the hour.
    const after = await call("owner-lia", vehiclesRoute.GET);
    expect(after.status).toBe(401);
    expect(after.error.message).toMatch(/[Ss]essão/);
    const byHeader = await call(null, userRoute.POST, { headers: { token }, body: {} });
    expect(byHeader.status).toBe(401);
    // The owner's next login (a new token) works as before.
    tokens.set("owner-lia", await provider.issueIdToken("owner-lia", "Lia, outro login"));
    expect((await call("owner-lia", vehiclesRoute.GET)).status).toBe(200);
  });
});

describe("owner writes per account", () => {
  it("takes 60 changes in 10 minutes from one account, then answers 429 with Retry-After and keeps what was saved", async () => {
    for (let write = 0; write < 60; write += 1) {
      const saved = await call("owner-fabio", registrationRoute.PUT, {
        body: { step: 2, max: 4 },
      });
      expect(saved.status).toBe(200);
    }
    const refused = await call("owner-fabio", registrationRoute.PUT, {
      body: { step: 3, max: 4 },
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(refused.error.message).toMatch(
      /^Muitas alterações feitas nesta conta em pouco tempo\. Tente novamente em \d+ minutos?\.$/,
    );
    // Reads go on, and show the last accepted write.
    const read = await call("owner-fabio", registrationRoute.GET);
    expect(read.status).toBe(200);
    expect(read.body.registration.step).toBe(2);
    // Another account is counted on its own.
    const other = await call("owner-gina", registrationRoute.PUT, {
      body: { step: 2, max: 4 },
    });
    expect(other.status).toBe(200);
  });
});
