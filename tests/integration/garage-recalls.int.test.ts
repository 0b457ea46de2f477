import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { database, databaseHandle } from "@/db";
import {
  dealers,
  owners,
  recallCampaigns,
  recallRepairs,
  vehicleModels,
  vehicles,
} from "@/db/schema";
import { seedDatabase } from "@/db/seed";
import { garagePageData } from "@/features/garage/server";
import { ownerRecallStatus } from "@/features/recall/server";
import {
  requestCookies,
  sessionCookies,
  startTestIdentityProvider,
  type TestIdentityProvider,
} from "../support/owner-tokens";
import { callRoute } from "../support/route-caller";

const issuer = vi.hoisted(() => {
  const url = `http://127.0.0.1:${30000 + Math.floor(Math.random() * 2000)}`;
  process.env.OIDC_ISSUER = url;
  return url;
});

vi.mock("next/headers", async () => {
  const { cookieJar: jar } = await import("../support/owner-tokens");
  return { cookies: async () => jar(), headers: async () => new Headers() };
});

const vehiclesRoute = await import("@/app/api/v1/core/vehicles/route");

const ana = "garage-recall-ana";
const bruno = "garage-recall-bruno";
let provider: TestIdentityProvider;

/** A registry vehicle in someone's garage, by model, model year and serial (VIN positions 12-17). */
async function garageVehicle(ownerId: string, modelCode: string, serial: string, vin?: string) {
  const [model] = await database()
    .select({ id: vehicleModels.id })
    .from(vehicleModels)
    .where(eq(vehicleModels.code, modelCode));
  if (!model) throw new Error(`no model ${modelCode}`);
  const [row] = await database()
    .insert(vehicles)
    .values({
      vin: vin ?? `9BWGR45Z0RT${serial}`,
      modelId: model.id,
      versionName: "Highline 170 TSI",
      modelYear: 2024,
      color: "Cinza Platinum",
      soldOn: "2024-03-12",
      ownerId,
    })
    .returning({ id: vehicles.id, vin: vehicles.vin });
  if (!row) throw new Error("vehicle not stored");
  return row;
}

/** Chassi → numbers of the open campaigns, as the garage data carries them. */
function openByVin(list: { vin: string; openRecalls: { number: string; title: string }[] }[]) {
  return Object.fromEntries(
    list.map((vehicle) => [vehicle.vin, vehicle.openRecalls.map((recall) => recall.number)]),
  );
}

let listed: { id: number; vin: string };
let scoped: { id: number; vin: string };
let repaired: { id: number; vin: string };
let clear: { id: number; vin: string };
let brunos: { id: number; vin: string };

beforeAll(async () => {
  await seedDatabase(databaseHandle().db);
  provider = await startTestIdentityProvider(issuer);
  await database()
    .insert(owners)
    .values([{ id: ana }, { id: bruno }]);
  // 45E1 names its vehicles one by one (recall_campaign_vins); 97AK covers Polo 2024 serials
  // 100000 to 349999. A Polo past that range is in no campaign.
  listed = await garageVehicle(ana, "BE41", "005120", "WVWZZZE2ZRP005120");
  scoped = await garageVehicle(ana, "BZ11", "300001");
  repaired = await garageVehicle(ana, "BZ11", "300002");
  clear = await garageVehicle(ana, "BZ11", "900001");
  brunos = await garageVehicle(bruno, "BZ11", "300003");
  const [[campaign], [dealer]] = await Promise.all([
    database()
      .select({ id: recallCampaigns.id })
      .from(recallCampaigns)
      .where(eq(recallCampaigns.number, "97AK")),
    database().select({ id: dealers.id }).from(dealers).limit(1),
  ]);
  if (!campaign || !dealer) throw new Error("seed without campaign 97AK or dealers");
  await database().insert(recallRepairs).values({
    campaignId: campaign.id,
    vehicleId: repaired.id,
    dealerId: dealer.id,
    repairedOn: "2025-05-20",
  });
});

afterAll(async () => {
  await provider?.close();
});

describe("open recalls in the garage", () => {
  it("gives each of the owner's vehicles its open campaigns, from one reading of the garage", async () => {
    const recalls = vi.fn(ownerRecallStatus);
    const data = await garagePageData(ana, recalls);
    expect(recalls).toHaveBeenCalledTimes(1);
    expect(recalls).toHaveBeenCalledWith(ana);
    expect(openByVin(data.vehicles)).toEqual({
      [listed.vin]: ["45E1"],
      [scoped.vin]: ["97AK"],
      [repaired.vin]: [],
      [clear.vin]: [],
    });
    expect(data.vehicles.find((vehicle) => vehicle.vin === scoped.vin)?.openRecalls).toEqual([
      { number: "97AK", title: "Módulo do airbag do motorista" },
    ]);
    expect(data.selected?.openRecalls).toBeDefined();
  });

  it("never shows one owner's vehicle or recall in another owner's garage", async () => {
    const anas = await garagePageData(ana, ownerRecallStatus);
    expect(anas.vehicles.map((vehicle) => vehicle.vin)).not.toContain(brunos.vin);
    const brunosGarage = await garagePageData(bruno, ownerRecallStatus);
    expect(openByVin(brunosGarage.vehicles)).toEqual({ [brunos.vin]: ["97AK"] });
  });

  it("answers the open campaigns in the garage call, to the signed-in owner only", async () => {
    const token = await provider.issueIdToken(ana);
    const response = await requestCookies.run(sessionCookies(token), () =>
      callRoute(vehiclesRoute.GET),
    );
    expect(response.status).toBe(200);
    expect(openByVin(response.body.vehicles)).toEqual({
      [listed.vin]: ["45E1"],
      [scoped.vin]: ["97AK"],
      [repaired.vin]: [],
      [clear.vin]: [],
    });
    const anonymous = await callRoute(vehiclesRoute.GET);
    expect(anonymous.status).toBe(401);
  });
});
