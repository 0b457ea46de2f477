import { generateRenavam } from "@brazilian-utils/brazilian-utils";
import { eq, sql } from "drizzle-orm";
import { modelYearCode, vinCheckDigit } from "@/lib/vin-codes";
import type { Database } from "../client";
import { dealers, owners, vehicleMileageReadings, vehicleModels, vehicles } from "../schema";
import { buildDealerNetwork } from "./dealer-network";
import { lineup } from "./lineup";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The registry's extract date: sale dates and readings never pass it, so every start is the same. */
export const registryExtractDate = "2026-10-31";
export const registrySize = 4_000;

/** Where each model is built (its WMI and plant code) and the first model year sold in Brazil. */
const origins: Record<string, { wmi: string; plant: string; vds: string; since: number }> = {
  "polo-track": { wmi: "9BW", plant: "T", vds: "AB45U", since: 2023 },
  polo: { wmi: "9BW", plant: "T", vds: "AL45U", since: 2018 },
  virtus: { wmi: "9BW", plant: "P", vds: "DL46U", since: 2018 },
  nivus: { wmi: "9BW", plant: "P", vds: "CK45U", since: 2021 },
  "t-cross": { wmi: "9BW", plant: "P", vds: "BC4C1", since: 2020 },
  tera: { wmi: "9BW", plant: "A", vds: "BE4C1", since: 2026 },
  taos: { wmi: "8AW", plant: "P", vds: "BV6B2", since: 2022 },
  saveiro: { wmi: "9BW", plant: "P", vds: "KB45U", since: 2015 },
  amarok: { wmi: "8AW", plant: "H", vds: "DD22H", since: 2015 },
  "jetta-gli": { wmi: "3VW", plant: "M", vds: "5T7BU", since: 2019 },
  "id-4": { wmi: "WVW", plant: "Z", vds: "ZZE2Z", since: 2024 },
  "id-buzz": { wmi: "WVW", plant: "H", vds: "ZZEBZ", since: 2025 },
};

/** How often each model appears among the brand's cars on Brazilian roads (rough market shares). */
const weights: Record<string, number> = {
  "polo-track": 10,
  polo: 22,
  virtus: 12,
  nivus: 12,
  "t-cross": 16,
  tera: 5,
  taos: 4,
  saveiro: 10,
  amarok: 5,
  "jetta-gli": 2,
  "id-4": 1,
  "id-buzz": 1,
};

/** The colours the registry gives its vehicles, as the CRLV names them. */
export const registryColors = [
  "Branco Cristal",
  "Preto Ninja",
  "Prata Sirius",
  "Cinza Platinum",
  "Cinza Moonstone",
  "Vermelho Sunset",
  "Azul Biscay",
  "Branco Puro",
  "Prata Pyrit",
  "Azul Norway",
];

export interface SeedMileageReading {
  mileageKm: number;
  readOn: string;
  source: "sale" | "revision";
}

export interface SeedVehicle {
  vin: string;
  plate: string | null;
  renavam: string | null;
  modelSlug: string;
  versionName: string;
  modelYear: number;
  color: string;
  soldOn: string;
  dealerCode: string;
  /** A registry owner id for vehicles already in someone's garage; null when free to claim. */
  ownerId: string | null;
  readings: SeedMileageReading[];
}

/** mulberry32: small, fast and the same on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

function pick<T>(list: readonly T[], next: () => number): T {
  const item = list[Math.floor(next() * list.length)];
  if (item === undefined) throw new Error("empty list");
  return item;
}

/**
 * The brand's registry of vehicles sold in Brazil: deterministic, so every start and every test
 * sees the same VINs, plates and histories. About a third already sit in someone's garage.
 */
export function buildVehicleRegistry(size = registrySize): SeedVehicle[] {
  const next = random(20_261_031);
  const dealerCodes = buildDealerNetwork().map((dealer) => dealer.code);
  const models = lineup.filter((model) => origins[model.slug]);
  const bag = models.flatMap((model) => Array<string>(weights[model.slug] ?? 1).fill(model.slug));
  const plates = new Set<string>();
  const list: SeedVehicle[] = [];
  for (let index = 0; index < size; index += 1) {
    const slug = pick(bag, next);
    const model = models.find((candidate) => candidate.slug === slug);
    const origin = origins[slug];
    if (!model || !origin) continue;
    const lastYear = model.versions.reduce(
      (max, version) => Math.max(max, version.modelYear),
      2026,
    );
    const modelYear =
      origin.since + Math.floor(next() * (Math.min(lastYear, 2026) - origin.since + 1));
    // Sold between July of the year before the model year and the extract date.
    const firstDay = `${modelYear - 1}-07-01`;
    const lastDay = modelYear >= 2026 ? registryExtractDate : `${modelYear}-12-31`;
    const soldOn = addDays(firstDay, Math.floor(next() * (daysBetween(firstDay, lastDay) + 1)));

    const serial = String(100_000 + index * 37 + Math.floor(next() * 37)).padStart(6, "0");
    const yearCode = modelYearCode(modelYear);
    let vin = `${origin.wmi}${origin.vds}Z${yearCode}${origin.plant}${serial}`;
    if (origin.wmi === "3VW") vin = `${vin.slice(0, 8)}${vinCheckDigit(vin)}${vin.slice(9)}`;

    // New cars go on the road with a Mercosul plate since 2018; a few sold last month have none yet.
    const age = daysBetween(soldOn, registryExtractDate);
    let plate: string | null = null;
    if (age > 30) {
      do {
        const head = [0, 1, 2].map(() => pick(letters.split(""), next)).join("");
        const digits = () => String(Math.floor(next() * 10));
        plate =
          soldOn < "2018-09-01"
            ? `${head}${digits()}${digits()}${digits()}${digits()}`
            : `${head}${digits()}${pick(letters.split(""), next)}${digits()}${digits()}`;
      } while (plates.has(plate));
      plates.add(plate);
    }

    // Mileage: 8,000 to 22,000 km a year; most owners do the yearly revision at a dealer.
    const yearlyKm = 8_000 + Math.floor(next() * 14_000);
    const readings: SeedMileageReading[] = [{ mileageKm: 0, readOn: soldOn, source: "sale" }];
    for (let year = 1; year * 365 <= age; year += 1) {
      if (next() < 0.25) continue;
      const readOn = addDays(soldOn, year * 365 - Math.floor(next() * 40));
      const mileageKm = Math.round((yearlyKm * year * (0.9 + next() * 0.2)) / 10) * 10;
      const last = readings.at(-1)?.mileageKm ?? 0;
      readings.push({ mileageKm: Math.max(mileageKm, last + 500), readOn, source: "revision" });
    }
    const owned = next() < 0.35;
    list.push({
      vin,
      plate,
      renavam: owned && plate ? generateRenavamFrom(next) : null,
      modelSlug: slug,
      versionName: pick(model.versions, next).name,
      modelYear,
      color: pick(registryColors, next),
      soldOn,
      dealerCode: pick(dealerCodes, next),
      ownerId: owned ? `registry-owner-${String(Math.floor(index / 2)).padStart(4, "0")}` : null,
      readings,
    });
  }
  return list;
}

/** RENAVAM with a valid check digit, drawn from the seeded sequence instead of Math.random. */
function generateRenavamFrom(next: () => number): string {
  const base = Array.from({ length: 10 }, () => Math.floor(next() * 10)).join("");
  const weightsRenavam = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const sum = [...base].reduce(
    (acc, digit, i) => acc + Number(digit) * (weightsRenavam[i] ?? 0),
    0,
  );
  const rest = (sum * 10) % 11;
  const candidate = `${base}${rest === 10 ? 0 : rest}`;
  return /^(\d)\1{10}$/.test(candidate) ? generateRenavam() : candidate;
}

/**
 * Inserts the registry once: the last VIN of the list is written in the same transaction as the
 * rest, so when it is there every vehicle, owner and reading is there and a start skips the work.
 */
export async function seedVehicleRegistry(tx: Transaction): Promise<void> {
  const registry = buildVehicleRegistry();
  const lastVin = registry.at(-1)?.vin;
  if (!lastVin) return;
  const [present] = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(eq(vehicles.vin, lastVin));
  if (present) return;

  const [modelRows, dealerRows] = await Promise.all([
    tx.select({ id: vehicleModels.id, slug: vehicleModels.slug }).from(vehicleModels),
    tx.select({ id: dealers.id, code: dealers.code }).from(dealers),
  ]);
  const modelIds = new Map(modelRows.map((row) => [row.slug, row.id]));
  const dealerIds = new Map(dealerRows.map((row) => [row.code, row.id]));

  const ownerIds = [
    ...new Set(registry.flatMap((vehicle) => (vehicle.ownerId ? [vehicle.ownerId] : []))),
  ];
  for (let start = 0; start < ownerIds.length; start += 1_000) {
    await tx
      .insert(owners)
      .values(
        ownerIds.slice(start, start + 1_000).map((id) => ({
          id,
          registrationStep: 4,
          registrationCompletedAt: new Date("2026-01-15T12:00:00Z"),
        })),
      )
      .onConflictDoNothing();
  }

  const batch = 500;
  for (let start = 0; start < registry.length; start += batch) {
    const slice = registry.slice(start, start + batch);
    const rows = slice.flatMap((vehicle) => {
      const modelId = modelIds.get(vehicle.modelSlug);
      if (modelId === undefined) return [];
      const last = vehicle.readings.at(-1);
      return [
        {
          vin: vehicle.vin,
          plate: vehicle.plate,
          renavam: vehicle.renavam,
          modelId,
          versionName: vehicle.versionName,
          modelYear: vehicle.modelYear,
          color: vehicle.color,
          soldOn: vehicle.soldOn,
          sellingDealerId: dealerIds.get(vehicle.dealerCode) ?? null,
          ownerId: vehicle.ownerId,
          mileageKm: last?.mileageKm ?? 0,
          mileageReadAt: last ? new Date(`${last.readOn}T12:00:00-03:00`) : null,
        },
      ];
    });
    const inserted = await tx
      .insert(vehicles)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: vehicles.id, vin: vehicles.vin });
    const byVin = new Map(slice.map((vehicle) => [vehicle.vin, vehicle]));
    // The registry's owners have their revisions done where the car was sold.
    const readings = inserted.flatMap(({ id, vin }) => {
      const vehicle = byVin.get(vin);
      const dealerId = vehicle ? (dealerIds.get(vehicle.dealerCode) ?? null) : null;
      return (vehicle?.readings ?? []).map((reading) => ({
        vehicleId: id,
        ...reading,
        dealerId: reading.source === "revision" ? dealerId : null,
      }));
    });
    for (let at = 0; at < readings.length; at += 2_000) {
      await tx.insert(vehicleMileageReadings).values(readings.slice(at, at + 2_000));
    }
  }

  // Registry owners see their first vehicle selected and its selling dealer as their favourite.
  await tx.execute(sql`
    update owners set
      selected_vehicle_id = first.id,
      favourite_dealer_id = first.selling_dealer_id
    from (
      select distinct on (owner_id) owner_id, id, selling_dealer_id
      from vehicles where owner_id like 'registry-owner-%' order by owner_id, id
    ) as first
    where owners.id = first.owner_id and owners.selected_vehicle_id is null`);
}
