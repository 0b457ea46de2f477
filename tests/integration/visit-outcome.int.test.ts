// A dealer reports a visit once its time has come: a completed revision enters the car's history
// (the garage counts it), a completed recall repair closes the campaign on the car, and a visit
// the owner missed is marked so. Reported once, by the booking's own dealer; the owner is told
// by mail.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { PATCH as outcomeRoute } from "@/app/api/v1/dealers/bookings/[id]/route";
import { database, databaseHandle } from "@/db";
import {
  bookings,
  dealers,
  owners,
  recallCampaigns,
  recallRepairs,
  vehicleMileageReadings,
  vehicleModels,
  vehicles,
} from "@/db/schema";
import { seedDatabase } from "@/db/seed";
import { grantDealerToken, issueDealerCredentials } from "@/features/leads/server";
import { campaignCoversVehicle } from "@/features/recall/server";
import { dealerDayCalendar, getBooking, writeBooking } from "@/features/scheduling/server";
import { revisionBooking } from "../support/revision-booking";
import { callRoute } from "../support/route-caller";

// The mails the reports send, as the mail server would receive them.
const sentMails = vi.hoisted(() => [] as { to: string; subject: string; text: string }[]);
vi.mock("@/lib/mail", () => ({
  sendMail: async (mail: (typeof sentMails)[number]) => {
    sentMails.push(mail);
  },
}));
const mailOf = (subject: string) => sentMails.filter((mail) => mail.subject === subject);

const dealerCode = "10000";
let tokenA = "";
let tokenB = "";
let ownerId = "";
let carId = 0;
const slots: { consultantId: number; startsAt: string }[] = [];

beforeAll(async () => {
  await seedDatabase(databaseHandle().db);
  const [other] = await database()
    .select({ code: dealers.code })
    .from(dealers)
    .where(and(eq(dealers.stateCode, "RJ")))
    .limit(1);
  for (const [code, set] of [
    [dealerCode, (token: string) => (tokenA = token)],
    [other?.code ?? "", (token: string) => (tokenB = token)],
  ] as const) {
    const issued = await issueDealerCredentials(code);
    set((await grantDealerToken(issued.clientId, issued.clientSecret)).access_token);
  }
  ownerId = "dono-atendimento";
  await database().insert(owners).values({ id: ownerId });
  const [model] = await database()
    .select({ id: vehicleModels.id })
    .from(vehicleModels)
    .where(eq(vehicleModels.code, "BT41"));
  const [car] = await database()
    .insert(vehicles)
    .values({
      vin: "9BWAB45U0RT000777",
      plate: "ATD7E77",
      modelId: model?.id ?? 0,
      versionName: "T-Cross Comfortline 200 TSI",
      modelYear: 2024,
      color: "Branco Cristal",
      soldOn: "2024-02-10",
      ownerId,
      mileageKm: 9_000,
    })
    .returning({ id: vehicles.id });
  carId = car?.id ?? 0;
  for (let ahead = 3; slots.length < 4; ahead += 1) {
    const day = new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
    const [slot] = (await dealerDayCalendar(dealerCode, day)).slots;
    if (slot) slots.push({ consultantId: slot.consultantId, startsAt: slot.startsAt });
  }
});

const report = (id: string, body: unknown, token = tokenA) =>
  callRoute(outcomeRoute, { params: { id }, body, bearer: token });

/** The visit's time comes: it started `hoursAgo` hours ago (each visit at a time of its own). */
async function visitStarted(id: string, hoursAgo: number) {
  const startsAt = new Date(Date.now() - hoursAgo * 3_600_000);
  await database()
    .update(bookings)
    .set({ startsAt, endsAt: new Date(startsAt.getTime() + 1_800_000) })
    .where(eq(bookings.id, id));
}

const revisionsOfCar = () =>
  database()
    .select({
      readOn: vehicleMileageReadings.readOn,
      mileageKm: vehicleMileageReadings.mileageKm,
      dealer: dealers.code,
    })
    .from(vehicleMileageReadings)
    .leftJoin(dealers, eq(dealers.id, vehicleMileageReadings.dealerId))
    .where(
      and(
        eq(vehicleMileageReadings.vehicleId, carId),
        eq(vehicleMileageReadings.source, "revision"),
      ),
    );

const mileageOfCar = async () =>
  (
    await database().select({ km: vehicles.mileageKm }).from(vehicles).where(eq(vehicles.id, carId))
  )[0]?.km;

describe("the dealer's report of a visit", () => {
  it("completed revision: enters the car's history once, by its own dealer, after its time", async () => {
    const slot = slots[0];
    if (!slot) throw new Error("no slot");
    const booking = await writeBooking(
      ownerId,
      revisionBooking(dealerCode, slot, {
        vehicle: { vehicleId: carId },
        serviceCodes: [],
        mileageKm: 9_800,
      }),
      { mode: "confirm" },
    );

    const early = await report(booking.id, { outcome: "completed", mileageKm: 10_020 });
    expect(early.status).toBe(422);
    expect(early.error.message).toBe(
      "O atendimento ainda não começou: registre o resultado depois do horário marcado.",
    );

    await visitStarted(booking.id, 1);
    const before = await revisionsOfCar();
    for (const body of [
      { outcome: "completed" },
      { outcome: "talvez" },
      { outcome: "no_show", mileageKm: 1 },
    ]) {
      expect((await report(booking.id, body)).status).toBe(400);
    }
    const noMileage = await report(booking.id, { outcome: "completed" });
    expect(noMileage.error.fields?.mileageKm).toBe(
      "Informe a quilometragem lida no atendimento, de 0 a 1.500.000 km.",
    );
    const stranger = await report(booking.id, { outcome: "completed", mileageKm: 10_020 }, tokenB);
    expect(stranger.status).toBe(404);
    expect(await revisionsOfCar()).toHaveLength(before.length);

    const done = await report(booking.id, { outcome: "completed", mileageKm: 10_020 });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ outcome: "completed", completedMileageKm: 10_020 });
    const after = await revisionsOfCar();
    expect(after).toHaveLength(before.length + 1);
    // The history names the dealer that reported it.
    expect(after.find((reading) => reading.mileageKm === 10_020)?.dealer).toBe(dealerCode);
    expect(await mileageOfCar()).toBe(10_020);
    expect((await getBooking(ownerId, booking.id)).outcome).toBe("completed");

    const [told] = mailOf(`Atendimento concluído - protocolo ${booking.protocol}`);
    expect(told?.to).toBe("ana@exemplo.com.br");
    expect(told?.text).toContain("com 10.020 km no hodômetro.");
    expect(told?.text).toContain("A revisão já consta no histórico do veículo, em Minha garagem.");
    expect(told?.text).toContain(`/agendamento/servicos/confirmacao?id=${booking.id}`);

    const again = await report(booking.id, { outcome: "no_show" });
    expect(again.status).toBe(409);
    expect(again.error.message).toBe("O resultado deste atendimento já foi registrado.");
    expect(await revisionsOfCar()).toHaveLength(before.length + 1);
    expect(mailOf(`Atendimento não realizado - protocolo ${booking.protocol}`)).toEqual([]);
    expect(mailOf(`Atendimento concluído - protocolo ${booking.protocol}`)).toHaveLength(1);
  });

  it("completed recall repair: the campaign is no longer open on the car", async () => {
    const slot = slots[1];
    if (!slot) throw new Error("no slot");
    const booking = await writeBooking(
      ownerId,
      revisionBooking(dealerCode, slot, {
        flowType: "recall",
        revisionNumber: null,
        serviceCodes: [],
        recallCampaign: "24BX",
        // Named by model and plate, as a car outside the garage: the registry's car of that plate.
        vehicle: { modelCode: "BT41", modelYear: 2024, plate: "ATD7E77" },
        mileageKm: 10_100,
      }),
      { mode: "confirm", recallCoverage: campaignCoversVehicle },
    );
    await visitStarted(booking.id, 2);
    const revisions = await revisionsOfCar();

    const done = await report(booking.id, { outcome: "completed", mileageKm: 10_150 });
    expect(done.status).toBe(200);
    const [told] = mailOf(`Atendimento concluído - protocolo ${booking.protocol}`);
    expect(told?.text).toContain("com 10.150 km no hodômetro.");
    expect(told?.text).not.toContain("A revisão já consta");
    const repairs = await database()
      .select({ number: recallCampaigns.number })
      .from(recallRepairs)
      .innerJoin(recallCampaigns, eq(recallCampaigns.id, recallRepairs.campaignId))
      .where(eq(recallRepairs.vehicleId, carId));
    expect(repairs.map((repair) => repair.number)).toEqual(["24BX"]);
    // A recall repair is not a revision.
    expect(await revisionsOfCar()).toHaveLength(revisions.length);
    expect(await mileageOfCar()).toBe(10_150);
  });

  it("completed for a plate typed by someone else: nothing is written into the plate owner's car", async () => {
    const slot = slots[3];
    if (!slot) throw new Error("no slot");
    // A plate is on every street: another owner books the recall for it as a car of their own.
    const stranger = "dono-de-outra-placa";
    await database().insert(owners).values({ id: stranger }).onConflictDoNothing();
    const booking = await writeBooking(
      stranger,
      revisionBooking(dealerCode, slot, {
        flowType: "recall",
        revisionNumber: null,
        serviceCodes: [],
        recallCampaign: "24BX",
        vehicle: { modelCode: "BT41", modelYear: 2024, plate: "ATD7E77" },
        mileageKm: 48_000,
      }),
      { mode: "confirm", recallCoverage: campaignCoversVehicle },
    );
    await visitStarted(booking.id, 4);
    const mileage = await mileageOfCar();
    const repairsBefore = await database()
      .select({ campaignId: recallRepairs.campaignId })
      .from(recallRepairs)
      .where(eq(recallRepairs.vehicleId, carId));

    const done = await report(booking.id, { outcome: "completed", mileageKm: 48_100 });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ outcome: "completed", completedMileageKm: 48_100 });
    expect(await mileageOfCar()).toBe(mileage);
    const repairsAfter = await database()
      .select({ campaignId: recallRepairs.campaignId })
      .from(recallRepairs)
      .where(eq(recallRepairs.vehicleId, carId));
    expect(repairsAfter).toHaveLength(repairsBefore.length);
  });

  it("no-show: marked on the booking, nothing on the car", async () => {
    const slot = slots[2];
    if (!slot) throw new Error("no slot");
    const booking = await writeBooking(
      ownerId,
      revisionBooking(dealerCode, slot, {
        flowType: "additional_services",
        revisionNumber: null,
        serviceCodes: ["ALINHAMENTO"],
        vehicle: { vehicleId: carId },
        mileageKm: 10_200,
      }),
      { mode: "confirm" },
    );
    await visitStarted(booking.id, 3);
    const mileage = await mileageOfCar();
    const missed = await report(booking.id, { outcome: "no_show" });
    expect(missed.status).toBe(200);
    expect(missed.body).toMatchObject({ outcome: "no_show", completedMileageKm: null });
    expect(await mileageOfCar()).toBe(mileage);
    const [told] = mailOf(`Atendimento não realizado - protocolo ${booking.protocol}`);
    expect(told?.text).toContain("registrou que o veículo não veio ao atendimento de");
    expect(told?.text).toMatch(/Para marcar um novo horário: http\S+\/agendamento\n/u);
  });
});
