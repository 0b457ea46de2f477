// A correction request is one per revision and date of a car: the same request sent again, from a
// second tab or a retry without its idempotency key, names the first instead of filing a copy.
import type * as NodeCrypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { database, databaseHandle } from "@/db";
import {
  dealers,
  owners,
  serviceClaims,
  vehicleMileageReadings,
  vehicleModels,
  vehicles,
} from "@/db/schema";
import { seedDatabase } from "@/db/seed";
import { DomainError } from "@/lib/domain-error";
import { apiErrorFromRefusal } from "@/lib/http/refusal";
import { removeVehicle } from "@/features/garage/server";
import {
  decideClaim,
  getServiceClaim,
  submitServiceClaim,
  vehicleDepartureOf,
  withdrawServiceClaim,
} from "@/features/scheduling/server";
import type { ClaimBody } from "@/features/scheduling/domain/booking-schema";

// The protocol's random part, forced for the test of a protocol drawn twice.
const forcedDraws = vi.hoisted(() => [] as string[]);
vi.mock("node:crypto", async (importOriginal) => {
  const original = await importOriginal<typeof NodeCrypto>();
  return {
    ...original,
    randomBytes: (size: number) => {
      const forced = forcedDraws.shift();
      return forced ? Buffer.from(forced, "hex") : original.randomBytes(size);
    },
  };
});

let modelCode: string;

beforeAll(async () => {
  await seedDatabase(databaseHandle().db);
  const [model] = await database().select({ code: vehicleModels.code }).from(vehicleModels);
  if (!model) throw new Error("the seed has no model");
  modelCode = model.code;
});

async function modelIdOf(code: string) {
  const [model] = await database()
    .select({ id: vehicleModels.id })
    .from(vehicleModels)
    .where(eq(vehicleModels.code, code));
  return model?.id;
}

async function newOwner() {
  const id = `dono-correcao-${crypto.randomUUID()}`;
  await database().insert(owners).values({ id });
  return id;
}

/** A 2022 car of the seed's first model, sold on 2021-11-10, in the owner's garage: its id. */
async function garageCarOf(ownerId: string, vin: string, plate: string): Promise<number> {
  const [car] = await database()
    .insert(vehicles)
    .values({
      vin,
      plate,
      modelId: (await modelIdOf(modelCode)) ?? 0,
      versionName: "Versão de teste",
      modelYear: 2022,
      color: "Branco Cristal",
      soldOn: "2021-11-10",
      ownerId,
    })
    .returning({ id: vehicles.id });
  return car?.id ?? 0;
}

function claim(extra: Partial<ClaimBody> = {}): ClaimBody {
  return {
    vehicle: { modelCode, modelYear: 2022, plate: null },
    dealerCode: "10000",
    revisionNumber: 1,
    servicePerformedDate: "2025-08-14",
    revisionOdometer: 10_150,
    description: "A 1ª revisão não aparece no histórico do carro.",
    ...extra,
  };
}

async function refusalOf(promise: Promise<unknown>) {
  const refusal = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(refusal instanceof DomainError)) throw new Error(`expected a refusal, got ${refusal}`);
  return apiErrorFromRefusal(refusal);
}

async function claimsOf(ownerId: string) {
  return database()
    .select({ protocol: serviceClaims.protocol, date: serviceClaims.servicePerformedDate })
    .from(serviceClaims)
    .where(eq(serviceClaims.ownerId, ownerId));
}

describe("a correction request", () => {
  it("sent twice is kept once, and the second answer names the first with a link to it", async () => {
    const ownerId = await newOwner();
    const first = await submitServiceClaim(ownerId, claim());

    const refused = await refusalOf(
      submitServiceClaim(ownerId, claim({ description: "Outra descrição da mesma revisão." })),
    );
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(
      `Você já pediu a correção da 1ª revisão com esta data (protocolo ${first.protocol}). A concessionária vai analisar o pedido.`,
    );
    expect(refused.details).toEqual({
      claimHref: `/agendamento/servicos/confirmacao?claim=${first.protocol}`,
    });
    expect(await claimsOf(ownerId)).toEqual([{ protocol: first.protocol, date: "2025-08-14" }]);
  });

  it("of the same revision on another date, or of another revision, is a request of its own", async () => {
    const ownerId = await newOwner();
    await submitServiceClaim(ownerId, claim());
    await submitServiceClaim(ownerId, claim({ servicePerformedDate: "2025-08-15" }));
    await submitServiceClaim(ownerId, claim({ revisionNumber: 2 }));
    expect(await claimsOf(ownerId)).toHaveLength(3);
  });

  it("beyond five under review is refused until one is decided or taken back", async () => {
    const ownerId = await newOwner();
    const sent = [];
    for (let revision = 1; revision <= 5; revision += 1) {
      sent.push(await submitServiceClaim(ownerId, claim({ revisionNumber: revision })));
    }
    const sixth = await refusalOf(submitServiceClaim(ownerId, claim({ revisionNumber: 6 })));
    expect(sixth.status).toBe(409);
    expect(sixth.message).toBe(
      "Você já tem 5 pedidos de correção em análise. Aguarde a resposta das concessionárias ou retire um deles para enviar outro.",
    );
    // One sent again is still named by its protocol, not refused as one too many.
    const again = await refusalOf(submitServiceClaim(ownerId, claim({ revisionNumber: 2 })));
    expect(again.message).toContain(`protocolo ${sent[1]?.protocol}`);
    expect(await claimsOf(ownerId)).toHaveLength(5);

    await withdrawServiceClaim(ownerId, sent[0]?.protocol ?? "");
    await submitServiceClaim(ownerId, claim({ revisionNumber: 6 }));
    expect(await claimsOf(ownerId)).toHaveLength(6);
  });

  it("sent twelve at once, each of another revision, keeps five under review and refuses seven", async () => {
    const ownerId = await newOwner();
    const answers = await Promise.allSettled(
      Array.from({ length: 12 }, (_, index) =>
        submitServiceClaim(ownerId, claim({ revisionNumber: index + 1 })),
      ),
    );
    expect(answers.filter((answer) => answer.status === "fulfilled")).toHaveLength(5);
    const refused = answers.filter((answer) => answer.status === "rejected");
    expect(refused).toHaveLength(7);
    for (const answer of refused) {
      expect((answer.reason as Error).message).toMatch(/^Você já tem 5 pedidos de correção/);
    }
    expect(await claimsOf(ownerId)).toHaveLength(5);
  });

  it("meets the car's removal at the same moment without either waiting for the other", async () => {
    // A removal locks the car, then the owner; the request must not hold them the other way
    // round, or PostgreSQL ends one of the two as a deadlock.
    for (let round = 0; round < 20; round += 1) {
      const ownerId = await newOwner();
      const serial = String(round).padStart(2, "0");
      const vehicleId = await garageCarOf(ownerId, `9BWZZZ6HZRP0008${serial}`, `RMV7A${serial}`);
      await database()
        .update(vehicles)
        .set({ renavam: `0000000${String(round).padStart(3, "0")}9` })
        .where(eq(vehicles.id, vehicleId));
      const outcomes = await Promise.allSettled([
        submitServiceClaim(ownerId, claim({ vehicle: { vehicleId } })),
        removeVehicle(ownerId, vehicleId, vehicleDepartureOf(ownerId)),
      ]);
      for (const outcome of outcomes) {
        if (outcome.status === "rejected") expect(outcome.reason).toBeInstanceOf(DomainError);
      }
    }
  });

  it("accepted by the dealer as the car is removed: neither waits for the other", async () => {
    const [dealer] = await database()
      .select({ id: dealers.id })
      .from(dealers)
      .where(eq(dealers.code, "10000"));
    for (let round = 0; round < 20; round += 1) {
      const ownerId = await newOwner();
      const serial = String(round).padStart(2, "0");
      const vehicleId = await garageCarOf(ownerId, `9BWZZZ6HZRP0009${serial}`, `ACC7A${serial}`);
      const sent = await submitServiceClaim(ownerId, claim({ vehicle: { vehicleId } }));
      const outcomes = await Promise.allSettled([
        decideClaim(dealer?.id ?? 0, sent.protocol, { decision: "accepted" }),
        removeVehicle(ownerId, vehicleId, vehicleDepartureOf(ownerId)),
      ]);
      for (const outcome of outcomes) {
        if (outcome.status === "rejected") expect(outcome.reason).toBeInstanceOf(DomainError);
      }
    }
  });

  it("of another owner is never refused for this owner's", async () => {
    const first = await newOwner();
    const second = await newOwner();
    await submitServiceClaim(first, claim());
    await submitServiceClaim(second, claim());
    expect(await claimsOf(second)).toHaveLength(1);
  });

  it("sent five times at once is kept once: four answers name it", async () => {
    const ownerId = await newOwner();
    const answers = await Promise.allSettled(
      Array.from({ length: 5 }, () => submitServiceClaim(ownerId, claim())),
    );
    expect(answers.filter((answer) => answer.status === "fulfilled")).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === "rejected");
    expect(refused).toHaveLength(4);
    for (const answer of refused) {
      expect((answer.reason as Error).message).toMatch(/^Você já pediu a correção/);
    }
    expect(await claimsOf(ownerId)).toHaveLength(1);
  });

  it("whose protocol was drawn before is filed under another", async () => {
    const first = await newOwner();
    const second = await newOwner();
    forcedDraws.push("0badc0de");
    const earlier = await submitServiceClaim(first, claim());
    forcedDraws.push("0badc0de", "0badc0de");
    const later = await submitServiceClaim(second, claim());
    expect(earlier.protocol).toMatch(/0BADC0DE$/);
    expect(later.protocol).not.toBe(earlier.protocol);
    expect(await claimsOf(second)).toEqual([{ protocol: later.protocol, date: "2025-08-14" }]);
  });

  it("of a garage car sent again is refused too", async () => {
    const ownerId = await newOwner();
    const vehicleId = await garageCarOf(ownerId, "9BWZZZ6HZRP000779", "CLM7A79");
    const garageClaim = claim({ vehicle: { vehicleId } });
    const first = await submitServiceClaim(ownerId, garageClaim);
    // The request names the garage car's plate, for the dealer to find it.
    expect(await getServiceClaim(ownerId, first.protocol)).toEqual(
      expect.objectContaining({ plate: "CLM7A79", revisionNumber: 1 }),
    );
    const refused = await refusalOf(submitServiceClaim(ownerId, garageClaim));
    expect(refused.status).toBe(409);
    expect(refused.details).toEqual({
      claimHref: `/agendamento/servicos/confirmacao?claim=${first.protocol}`,
    });
    expect(await claimsOf(ownerId)).toHaveLength(1);
  });

  it("of a garage car is refused when its odometer passes a reading taken after the revision", async () => {
    const ownerId = await newOwner();
    const vehicleId = await garageCarOf(ownerId, "9BWZZZ6HZRP000781", "CLM7A81");
    await database()
      .insert(vehicleMileageReadings)
      .values([
        { vehicleId, mileageKm: 0, readOn: "2021-11-10", source: "sale" as const },
        {
          vehicleId,
          mileageKm: 76_000,
          readOn: "2026-11-20",
          source: "owner" as const,
          recordedBy: ownerId,
        },
      ]);
    // The tester's case: a 1st revision of 2022 at 900,000 km on a car that reads 76,000 today.
    const typo = claim({
      vehicle: { vehicleId },
      servicePerformedDate: "2022-06-01",
      revisionOdometer: 900_000,
    });
    const refused = await refusalOf(submitServiceClaim(ownerId, typo));
    expect(refused.status).toBe(400);
    expect(refused.fields).toEqual({
      revisionOdometer:
        "A quilometragem da revisão passa da leitura de 76.000 km que o veículo tinha em 20/11/2026, depois dela. Confira o número digitado.",
    });
    expect(await claimsOf(ownerId)).toHaveLength(0);

    const sent = await submitServiceClaim(ownerId, { ...typo, revisionOdometer: 10_150 });
    expect(await getServiceClaim(ownerId, sent.protocol)).toEqual(
      expect.objectContaining({ revisionOdometer: 10_150 }),
    );
  });

  it("of two cars of one model outside the garage is one request per plate", async () => {
    const ownerId = await newOwner();
    const byPlate = (plate: string) => claim({ vehicle: { modelCode, modelYear: 2022, plate } });
    const first = await submitServiceClaim(ownerId, byPlate("ABC1D23"));
    await submitServiceClaim(ownerId, byPlate("XYZ9876"));
    const refused = await refusalOf(submitServiceClaim(ownerId, byPlate("ABC1D23")));
    expect(refused.status).toBe(409);
    expect(refused.message).toContain(`(protocolo ${first.protocol})`);
    expect(await getServiceClaim(ownerId, first.protocol)).toEqual(
      expect.objectContaining({ plate: "ABC1D23" }),
    );
    expect(await claimsOf(ownerId)).toHaveLength(2);
  });
});
