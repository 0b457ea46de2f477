// The LGPD export carries what the owner did on the storefront, not only the account: bookings
// with their contact data and photos, revision claims, vehicle claims and odometer readings; and
// nothing of another owner's.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { database, databaseHandle } from "@/db";
import {
  owners,
  vehicleMileageReadings,
  vehicleModels,
  vehicles,
  vehicleTransferRequests,
} from "@/db/schema";
import { seedDatabase } from "@/db/seed";
import { ownerRecords } from "@/features/account/server";
import { recordMileage } from "@/features/garage/server";
import { dealerDayCalendar, writeBooking } from "@/features/scheduling/server";
import { revisionBooking } from "../support/revision-booking";

const dealerCode = "10000";

function brasiliaToday() {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
}

beforeAll(async () => {
  await seedDatabase(databaseHandle().db);
});

async function freeSlot() {
  for (let ahead = 5; ; ahead += 1) {
    const day = new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
    const [slot] = (await dealerDayCalendar(dealerCode, day)).slots;
    if (slot) return slot;
  }
}

/** A T-Cross sold on 2024-03-15, in the garage of `ownerId`. */
async function insertTCross(vin: string, plate: string, ownerId: string, mileageKm = 0) {
  const db = database();
  const [model] = await db.select().from(vehicleModels).where(eq(vehicleModels.code, "BT41"));
  const [car] = await db
    .insert(vehicles)
    .values({
      vin,
      plate,
      modelId: model?.id ?? 0,
      versionName: "T-Cross Highline 250 TSI",
      modelYear: 2024,
      color: "Cinza Platinum",
      soldOn: "2024-03-15",
      ownerId,
      mileageKm,
    })
    .returning({ id: vehicles.id });
  if (!car) throw new Error("the car was not stored");
  return car;
}

describe("ownerRecords", () => {
  it("lists the owner's bookings, claims and readings, and not the other owner's name", async () => {
    const db = database();
    await db.insert(owners).values([{ id: "export-owner" }, { id: "export-claimant" }]);
    const car = await insertTCross("9BWZZZ6HZRP000777", "EXP7A77", "export-owner", 12_000);
    await db.insert(vehicleMileageReadings).values({
      vehicleId: car.id,
      mileageKm: 0,
      readOn: "2024-03-15",
      source: "sale",
    });
    await recordMileage("export-owner", {
      vehicleId: car.id,
      mileageKm: 12_000,
      confirmLower: false,
    });
    await db.insert(vehicleTransferRequests).values({
      vehicleId: car.id,
      requesterId: "export-claimant",
      holderId: "export-owner",
    });
    const booking = await writeBooking(
      "export-owner",
      revisionBooking(dealerCode, await freeSlot(), {
        vehicle: { modelCode: "BT41", modelYear: 2025, plate: "EXP1B23" },
        additionalInformation: "Barulho na suspensão dianteira.",
      }),
      { mode: "confirm" },
    );

    const records = await ownerRecords("export-owner");
    expect(records.bookings).toEqual([
      expect.objectContaining({
        id: booking.id,
        protocol: booking.protocol,
        status: "confirmed",
        dealerCode,
        plate: "EXP1B23",
        contactName: "Ana Souza",
        contactEmail: "ana@exemplo.com.br",
        additionalInformation: "Barulho na suspensão dianteira.",
        photos: [],
      }),
    ]);
    expect(records.mileageReadings).toEqual([
      { vin: "9BWZZZ6HZRP000777", mileageKm: 0, readOn: "2024-03-15", source: "sale" },
      { vin: "9BWZZZ6HZRP000777", mileageKm: 12_000, readOn: brasiliaToday(), source: "owner" },
    ]);
    expect(records.vehicleClaimsReceived).toEqual([
      expect.objectContaining({ vin: "9BWZZZ6HZRP000777", status: "pending" }),
    ]);
    expect(JSON.stringify(records)).not.toContain("export-claimant");
    expect(records.vehicleClaimsMade).toEqual([]);
    expect(records.serviceClaims).toEqual([]);

    // The claimant's export has the claim it made, and nothing of the holder's bookings. The car
    // is someone else's: its chassi is withheld, as the garage's search by plate withholds it.
    const claimant = await ownerRecords("export-claimant");
    expect(claimant.vehicleClaimsMade).toEqual([
      expect.objectContaining({
        vin: null,
        model: "T-Cross",
        plate: "EXP7A77",
        status: "pending",
      }),
    ]);
    expect(JSON.stringify(claimant)).not.toContain("9BWZZZ6HZRP000777");
    // Once the car is the claimant's, the chassi is theirs to read.
    await db.update(vehicles).set({ ownerId: "export-claimant" }).where(eq(vehicles.id, car.id));
    expect((await ownerRecords("export-claimant")).vehicleClaimsMade).toEqual([
      expect.objectContaining({ vin: "9BWZZZ6HZRP000777" }),
    ]);
    await db.update(vehicles).set({ ownerId: "export-owner" }).where(eq(vehicles.id, car.id));
    expect(claimant.bookings).toEqual([]);
    expect(claimant.mileageReadings).toEqual([]);
  });

  it("lists the readings the owner typed, and not those of the car's earlier holder", async () => {
    const db = database();
    await db.insert(owners).values([{ id: "export-seller" }, { id: "export-buyer" }]);
    const car = await insertTCross("9BWZZZ6HZRP000778", "EXP7A78", "export-seller");
    const vehicleId = car.id;
    await db.insert(vehicleMileageReadings).values({
      vehicleId,
      mileageKm: 0,
      readOn: "2024-03-15",
      source: "sale",
    });
    await recordMileage("export-seller", { vehicleId, mileageKm: 30_000, confirmLower: false });
    // The car changes hands, and the buyer reads the odometer in turn.
    await db.update(vehicles).set({ ownerId: "export-buyer" }).where(eq(vehicles.id, vehicleId));
    await recordMileage("export-buyer", { vehicleId, mileageKm: 31_500, confirmLower: false });

    const sale = { vin: "9BWZZZ6HZRP000778", mileageKm: 0, readOn: "2024-03-15", source: "sale" };
    const typed = (mileageKm: number) => ({
      vin: "9BWZZZ6HZRP000778",
      mileageKm,
      readOn: brasiliaToday(),
      source: "owner",
    });
    expect((await ownerRecords("export-buyer")).mileageReadings).toEqual([sale, typed(31_500)]);
    // The seller's export keeps what the seller typed, though the car is another's now.
    expect((await ownerRecords("export-seller")).mileageReadings).toEqual([typed(30_000)]);
    // The car's history keeps every reading.
    const history = await db
      .select({ mileageKm: vehicleMileageReadings.mileageKm })
      .from(vehicleMileageReadings)
      .where(eq(vehicleMileageReadings.vehicleId, vehicleId));
    expect(history.map((reading) => reading.mileageKm).sort((a, b) => a - b)).toEqual([
      0, 30_000, 31_500,
    ]);
  });
});
