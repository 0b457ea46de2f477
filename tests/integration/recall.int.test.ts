import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as campaignRoute } from "@/app/api/v1/recall-api/recall-campaign/recall/route";
import { GET as chassiRoute } from "@/app/api/v1/recall-api/chassi/route";
import { GET as coverageRoute } from "@/app/api/v1/recall/coverage/route";
import { POST as tokenRoute } from "@/app/api/v1/recall-api/token/route";
import { database, databaseHandle } from "@/db";
import {
  dealers,
  owners,
  recallRepairs,
  recallCampaigns,
  vehicleModels,
  vehicles,
} from "@/db/schema";
import { seedDatabase } from "@/db/seed";
import { issueDealerCredentials } from "@/features/leads/server";
import {
  checkVin,
  grantRecallToken,
  ownerRecallStatus,
  recallByVin,
} from "@/features/recall/server";
import { callRoute, type ContractRoute } from "../support/route-caller";
const yearCodes: Record<number, string> = { 2023: "P", 2024: "R", 2025: "S", 2026: "T" };

let dealerId: number;
let dealerCode: string;

/** A registry vehicle of the given model, year and serial (VIN positions 12 to 17). */
async function makeVehicle(input: {
  modelCode: string;
  modelYear: number;
  serial: string;
  ownerId?: string;
  vin?: string;
}) {
  const [model] = await database()
    .select({ id: vehicleModels.id })
    .from(vehicleModels)
    .where(eq(vehicleModels.code, input.modelCode));
  if (!model) throw new Error(`no model ${input.modelCode}`);
  const vin = input.vin ?? `9BWTS45Z0${yearCodes[input.modelYear]}T${input.serial}`;
  const [row] = await database()
    .insert(vehicles)
    .values({
      vin,
      modelId: model.id,
      versionName: "Comfortline 200 TSI",
      modelYear: input.modelYear,
      color: "Preto Ninja",
      soldOn: `${input.modelYear - 1}-11-10`,
      ownerId: input.ownerId ?? null,
    })
    .returning({ id: vehicles.id, vin: vehicles.vin });
  if (!row) throw new Error("vehicle not stored");
  return row;
}

async function makeOwner(id: string) {
  await database().insert(owners).values({ id }).onConflictDoNothing();
  return id;
}

beforeAll(async () => {
  await seedDatabase(databaseHandle().db);
  const [dealer] = await database()
    .select({ id: dealers.id, code: dealers.code })
    .from(dealers)
    .limit(1);
  if (!dealer) throw new Error("no dealer");
  dealerId = dealer.id;
  dealerCode = dealer.code;
});

describe("recall status by VIN", () => {
  it("finds the seeded campaigns' pending and done vehicles", async () => {
    const pending = await recallByVin("9BWAG45ZXRT214578");
    expect(pending?.vehicle.model).toBe("Polo");
    expect(pending?.open.map((campaign) => campaign.number)).toEqual(["97AK"]);

    const repaired = await recallByVin("9BWDL45Z1RT120045");
    expect(repaired?.open).toEqual([]);
    expect(repaired?.completed.map((campaign) => campaign.number)).toEqual(["97AK"]);
    expect(repaired?.completed[0]?.repair.repairedOn).toBe("2025-04-09");

    const clear = await recallByVin("9BWAG45Z4RT412390");
    expect(clear).toMatchObject({ open: [], completed: [] });
  });

  it("resolves coverage over whichever registry rows exist", async () => {
    const inside = await makeVehicle({ modelCode: "BZ11", modelYear: 2025, serial: "349999" });
    const after = await makeVehicle({ modelCode: "BZ11", modelYear: 2025, serial: "350000" });
    const olderYear = await makeVehicle({ modelCode: "BZ11", modelYear: 2023, serial: "150000" });
    const listed = await makeVehicle({
      modelCode: "BE41",
      modelYear: 2024,
      serial: "004367",
      vin: "WVWZZZE2ZRP004367",
    });
    expect((await recallByVin(inside.vin))?.open.map((c) => c.number)).toEqual(["97AK"]);
    expect((await recallByVin(after.vin))?.open).toEqual([]);
    expect((await recallByVin(olderYear.vin))?.open).toEqual([]);
    expect((await recallByVin(listed.vin))?.open.map((c) => c.number)).toEqual(["45E1"]);
  });

  it("a repair moves the campaign from pending to done, with dealer and date", async () => {
    const vehicle = await makeVehicle({ modelCode: "BS31", modelYear: 2024, serial: "045000" });
    expect((await recallByVin(vehicle.vin))?.open.map((c) => c.number)).toEqual(["24BX"]);
    const [campaign] = await database()
      .select({ id: recallCampaigns.id })
      .from(recallCampaigns)
      .where(eq(recallCampaigns.number, "24BX"));
    await database()
      .insert(recallRepairs)
      .values({
        campaignId: campaign?.id ?? 0,
        vehicleId: vehicle.id,
        dealerId,
        repairedOn: "2025-10-02",
      });
    const status = await recallByVin(vehicle.vin);
    expect(status?.open).toEqual([]);
    expect(status?.completed[0]).toMatchObject({
      number: "24BX",
      repair: { repairedOn: "2025-10-02", dealer: { code: dealerCode } },
    });
  });

  it("the page's check names a malformed VIN, an unknown one and a known one", async () => {
    expect(await checkVin(undefined)).toEqual({ kind: "idle" });
    expect(await checkVin("9BWAG45ZXRT21457")).toMatchObject({
      kind: "invalid",
      message: "O chassi tem 17 caracteres.",
    });
    expect(await checkVin("9BWZZZ377VT004251")).toEqual({
      kind: "notFound",
      vin: "9BWZZZ377VT004251",
    });
    expect(await checkVin(" 9bwag45zxrt214578 ")).toMatchObject({ kind: "found" });
    // Read as the garage reads a chassi: dots from the document go, the check digit counts.
    expect(await checkVin("9BW.AG45Z.XRT214578")).toMatchObject({ kind: "found" });
    expect(await checkVin("3VW5T7BU1KM012345")).toMatchObject({
      kind: "invalid",
      message:
        "O dígito verificador (9º caractere) deste chassi não confere. Confira os caracteres.",
    });
  });

  it("counts only a well-formed chassi against a limit: an empty or mistyped one is its rule's answer", async () => {
    let counted = 0;
    const beforeLookup = async () => {
      counted += 1;
    };
    for (const typed of [undefined, "", "9BWAG45ZXRT21457", "QFT-3X42", "9BWAG45ZXRTO14578"]) {
      expect((await checkVin(typed, { beforeLookup })).kind).not.toBe("found");
    }
    expect(counted).toBe(0);
    expect(await checkVin("9BWZZZ377VT004251", { beforeLookup })).toMatchObject({
      kind: "notFound",
    });
    expect(await checkVin("9BWAG45ZXRT214578", { beforeLookup })).toMatchObject({ kind: "found" });
    expect(counted).toBe(2);
  });

  it("an owner sees every vehicle of theirs and no one else's", async () => {
    const ana = await makeOwner("owner-ana-recall");
    const bruno = await makeOwner("owner-bruno-recall");
    const polo = await makeVehicle({
      modelCode: "BZ11",
      modelYear: 2024,
      serial: "120001",
      ownerId: ana,
    });
    const saveiro = await makeVehicle({
      modelCode: "BP21",
      modelYear: 2025,
      serial: "412000",
      ownerId: ana,
    });
    await makeVehicle({ modelCode: "BW21", modelYear: 2024, serial: "120002", ownerId: bruno });
    const statuses = await ownerRecallStatus(ana);
    expect(statuses.map((status) => status.vehicle.vin)).toEqual([polo.vin, saveiro.vin]);
    expect(statuses[0]?.open.map((c) => c.number)).toEqual(["97AK"]);
    expect(statuses[1]?.open).toEqual([]);
    expect(await ownerRecallStatus("owner-without-vehicles")).toEqual([]);
  });

  it("shows anyone who types a chassi the registry's facts, never the owner's nickname", async () => {
    const carla = await makeOwner("owner-carla-recall");
    const polo = await makeVehicle({
      modelCode: "BZ11",
      modelYear: 2024,
      serial: "120003",
      ownerId: carla,
    });
    await database()
      .update(vehicles)
      .set({ nickname: "Carro da Carla" })
      .where(eq(vehicles.id, polo.id));
    const typed = await checkVin(polo.vin);
    if (typed.kind !== "found") throw new Error(`expected the vehicle, got ${typed.kind}`);
    expect(typed.status.vehicle.nickname).toBeNull();
    expect(JSON.stringify(typed)).not.toContain("Carla");
    // Her own recall view in the garage still names it as she does.
    const own = await ownerRecallStatus(carla);
    expect(own[0]?.vehicle.nickname).toBe("Carro da Carla");
  });

  it("seeding again adds nothing twice", async () => {
    // The first run gives this file's new vehicles their share of repairs; the second adds nothing.
    await seedDatabase(databaseHandle().db);
    const before = await database().$count(recallRepairs);
    await seedDatabase(databaseHandle().db);
    expect(await database().$count(recallRepairs)).toBe(before);
    expect(await database().$count(recallCampaigns)).toBeGreaterThanOrEqual(6);
  });
});

describe("recall API", () => {
  async function token(): Promise<string> {
    const credentials = await issueDealerCredentials(dealerCode);
    const response = await callRoute(tokenRoute, {
      body: {
        grant_type: "client_credentials",
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
      },
    });
    expect(response.status).toBe(200);
    const { body } = response;
    expect(body.expires_in).toBe(600);
    return body.access_token;
  }

  const get = <R extends ContractRoute>(route: R, query: string, bearer?: string) =>
    callRoute(route, { query, bearer });

  it("answers a VIN's open and completed campaigns to a dealer system's token", async () => {
    const bearer = await token();
    const response = await get(chassiRoute, "chassi=9BWDL45Z1RT120045", bearer);
    expect(response.status).toBe(200);
    const { body } = response;
    expect(body.vehicle).toMatchObject({
      vin: "9BWDL45Z1RT120045",
      model: "Virtus",
      modelYear: 2024,
    });
    expect(body.openCampaigns).toEqual([]);
    expect(body.completedCampaigns[0]).toMatchObject({ number: "97AK", repairedOn: "2025-04-09" });
  });

  it("grants its token to a form body and to Basic credentials, as OAuth 2.0 clients send them", async () => {
    const credentials = await issueDealerCredentials(dealerCode);
    const form = await callRoute(tokenRoute, {
      rawBody: new URLSearchParams({
        grant_type: "client_credentials",
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
      }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(200);
    const basic = await callRoute(tokenRoute, {
      rawBody: new URLSearchParams({ grant_type: "client_credentials" }),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        authorization: `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString("base64")}`,
      },
    });
    expect(basic.status).toBe(200);
    const response = await get(chassiRoute, "chassi=9BWDL45Z1RT120045", basic.body.access_token);
    expect(response.status).toBe(200);
  });

  it("refuses a missing, wrong or expired token", async () => {
    expect((await get(chassiRoute, "chassi=9BWAG45ZXRT214578")).status).toBe(401);
    expect((await get(chassiRoute, "chassi=9BWAG45ZXRT214578", "nope")).status).toBe(401);
    const credentials = await issueDealerCredentials(dealerCode);
    const expired = await grantRecallToken(
      credentials.clientId,
      credentials.clientSecret,
      new Date(Date.now() - 11 * 60_000),
    );
    expect((await get(chassiRoute, "chassi=9BWAG45ZXRT214578", expired.access_token)).status).toBe(
      401,
    );
  });

  it("stops answering a token once its dealer's credentials are replaced", async () => {
    const bearer = await token();
    expect((await get(chassiRoute, "chassi=9BWDL45Z1RT120045", bearer)).status).toBe(200);
    await issueDealerCredentials(dealerCode);
    expect((await get(chassiRoute, "chassi=9BWDL45Z1RT120045", bearer)).status).toBe(401);
  });

  it("names a malformed VIN's field and answers 404 for an unknown one", async () => {
    const bearer = await token();
    const malformed = await get(chassiRoute, "chassi=9BWAG45ZXRTI14578", bearer);
    expect(malformed.status).toBe(400);
    expect(malformed.error.fields?.chassi).toBe("O chassi não usa as letras I, O e Q.");
    const unknown = await get(chassiRoute, "chassi=9BWZZZ377VT004251", bearer);
    expect(unknown.status).toBe(404);
    expect(unknown.error.message).toBe("Chassi não encontrado.");
  });

  it("describes a campaign and answers 404 for an unknown number", async () => {
    const bearer = await token();
    const response = await get(campaignRoute, "number=97ak", bearer);
    expect(response.status).toBe(200);
    const { body } = response;
    expect(body).toMatchObject({ number: "97AK", repairMinutes: 60, startsOn: "2025-03-17" });
    expect(body.affected.map((model) => model.model)).toEqual(["Polo", "Virtus"]);
    expect((await get(campaignRoute, "number=ZZ99", bearer)).status).toBe(404);
    expect((await get(campaignRoute, "number=';--", bearer)).status).toBe(400);
  });

  it("says whether a campaign covers a vehicle: by its VIN, else by model and model year", async () => {
    const ask = (query: string) => callRoute(coverageRoute, { query });
    const covered = async (query: string) => (await ask(query)).body.covered;
    expect(await covered("campaign=24bx&modelCode=BT41&modelYear=2024")).toBe(true);
    expect(await covered("campaign=24BX&modelCode=BT41&modelYear=2025")).toBe(false);
    expect(await covered("campaign=24BX&modelCode=BZ11&modelYear=2024")).toBe(false);
    expect(await covered("campaign=XXXX&modelCode=BT41&modelYear=2024")).toBe(false);
    // Within the campaign's serials the car is affected; outside them, the same model and year is not.
    const inside = await makeVehicle({ modelCode: "BT41", modelYear: 2024, serial: "034567" });
    const outside = await makeVehicle({ modelCode: "BT41", modelYear: 2024, serial: "074567" });
    const byVin = (vin: string) => `campaign=24BX&modelCode=BT41&modelYear=2024&vin=${vin}`;
    expect(await covered(byVin(inside.vin))).toBe(true);
    expect(await covered(byVin(outside.vin))).toBe(false);
    const malformed = await ask("campaign=%27%3B--&modelCode=BT41&modelYear=20x4");
    expect(malformed.status).toBe(400);
    expect(malformed.error.fields).toMatchObject({
      campaign: "Informe o número da campanha de recall.",
      modelYear: "Informe o ano-modelo com 4 dígitos.",
    });
  });
});
