import { and, eq, inArray, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as dealerBookingsRoute } from "@/app/api/v1/dealers/bookings/route";
import { GET as calendarRoute } from "@/app/api/v2/calendar/dealer/[dealerCode]/[date]/route";
import { GET as badgesRoute } from "@/app/api/v1/badges/route";
import { GET as additionalRoute } from "@/app/api/v1/service-package/additional/route";
import { GET as offersRoute } from "@/app/api/v1/service-package/offers/[modelCodeId]/[dealerCode]/route";
import { GET as revisionNumberRoute } from "@/app/api/v1/service-package/revision/number/route";
import { database, databaseHandle } from "@/db";
import {
  bookingPhotos,
  bookings,
  consultants,
  dealerShiftCapacity,
  dealers,
  holidays,
  owners,
  recallCampaigns,
  recallRepairs,
  vehicleModels,
  vehicleMileageReadings,
  vehicles,
} from "@/db/schema";
import { seedDatabase } from "@/db/seed";
import { DomainError } from "@/lib/domain-error";
import { apiErrorFromRefusal } from "@/lib/http/refusal";
import { grantDealerToken, issueDealerCredentials } from "@/features/leads/server";
import { campaignCoversVehicle } from "@/features/recall/server";
import {
  availableRevisions,
  cancelBooking,
  dealerDayCalendar,
  detailedRevision,
  getBooking,
  listOwnerBookings,
  rescheduleBooking,
  vehicleDepartureOf,
  writeBooking,
} from "@/features/scheduling/server";
import {
  listOwnerVehicles,
  revisionsDoneByVehicle,
} from "@/features/scheduling/server/owner-vehicles";
import { schedulingTexts } from "@/features/scheduling";
import { bookingRefusalTexts } from "@/features/scheduling/booking-refusal-texts";
import { ApiError } from "@/lib/http";
import { revisionBooking } from "../support/revision-booking";
import { callRoute } from "../support/route-caller";

// The mails the bookings send, as the mail server would receive them.
const sentMails = vi.hoisted(
  () =>
    [] as {
      to: string;
      subject: string;
      text: string;
      attachments?: { filename: string; content: string }[];
    }[],
);
vi.mock("@/lib/mail", () => ({
  sendMail: async (mail: (typeof sentMails)[number]) => {
    sentMails.push(mail);
  },
}));

const dealerCode = "10000";
let slotDay: string;
let consultantIds: number[];
let otherDealerConsultant: number;
let vehicleId: number;
let dealerState: string;

async function owner(id: string) {
  await database().insert(owners).values({ id }).onConflictDoNothing();
  return id;
}

function body(extra: Record<string, unknown> = {}) {
  return revisionBooking(
    dealerCode,
    { consultantId: consultantIds[0], startsAt: "" },
    { serviceCodes: ["ALINHAMENTO", "FUNILARIA"], ...extra },
  );
}

/** An owner with one car in the garage, a T-Cross 2024 with `plate`; `extra` replaces any field. */
async function ownerWithGarageCar(
  id: string,
  vin: string,
  plate: string,
  extra: Partial<typeof vehicles.$inferInsert> = {},
) {
  const ownerId = await owner(id);
  const [model] = await database()
    .select({ id: vehicleModels.id })
    .from(vehicleModels)
    .where(eq(vehicleModels.code, "BT41"));
  const [row] = await database()
    .insert(vehicles)
    .values({
      vin,
      plate,
      modelId: model?.id ?? 0,
      versionName: "T-Cross Comfortline 200 TSI",
      modelYear: 2024,
      color: "Branco Cristal",
      soldOn: "2024-02-10",
      ownerId,
      mileageKm: 9_000,
      ...extra,
    })
    .returning({ id: vehicles.id });
  if (!row) throw new Error("the garage car was not stored");
  return { ownerId, garageCar: { vehicleId: row.id } };
}

/** A refusal as the API answers it: the service's domain error, mapped at the HTTP edge. */
function asAnswered(reason: unknown): ApiError {
  if (reason instanceof DomainError) return apiErrorFromRefusal(reason);
  expect(reason).toBeInstanceOf(ApiError);
  return reason as ApiError;
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeDefined();
  return asAnswered(error);
}

/** The first free slot of a dealer from `offset` days ahead on, with its day and offset. */
async function freeSlotFrom(code: string, offset: number) {
  for (let ahead = offset; ; ahead += 1) {
    const day = new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
    const [slot] = (await dealerDayCalendar(code, day)).slots;
    if (slot) {
      const { consultantId, startsAt } = slot;
      return { dealerCode: code, day, ahead, consultantId, startsAt };
    }
  }
}

/**
 * A day, 70 or more days ahead, with a free time at dealer 10000, the same time at the other
 * dealer and a time there two hours later. A Saturday often has none: most dealers close at noon,
 * and Rio Branco's first time is already 10:00 in Brasília.
 */
async function twoPlacesDay(otherCode: string) {
  for (let offset = 70; ;) {
    const here = await freeSlotFrom(dealerCode, offset);
    const { slots } = await dealerDayCalendar(otherCode, here.day);
    const there = slots.find((slot) => slot.startsAt === here.startsAt);
    const later = slots.find(
      (slot) => Date.parse(slot.startsAt) >= Date.parse(here.startsAt) + 2 * 3_600_000,
    );
    if (there && later) return { here, there, later };
    offset = here.ahead + 1;
  }
}

// Dealer 10000 is in Rio Branco (Acre), two hours behind Brasília: its times are its own clock's.
const at = (time: string) => new Date(`${slotDay}T${time}:00-05:00`).toISOString();

beforeAll(async () => {
  await seedDatabase(databaseHandle().db);
  const [dealer] = await database().select().from(dealers).where(eq(dealers.code, dealerCode));
  if (!dealer) throw new Error("seed has no dealer 10000");
  dealerState = dealer.stateCode;
  expect([dealer.stateCode, dealer.city]).toEqual(["AC", "Rio Branco"]);
  consultantIds = (
    await database()
      .select({ id: consultants.id })
      .from(consultants)
      .where(and(eq(consultants.dealerId, dealer.id), eq(consultants.role, "service")))
  ).map((row) => row.id);
  const [other] = await database()
    .select({ id: consultants.id })
    .from(consultants)
    .where(ne(consultants.dealerId, dealer.id))
    .limit(1);
  otherDealerConsultant = other?.id ?? 0;
  // The first weekday at least three days ahead with its whole morning free.
  for (let offset = 3; ; offset += 1) {
    const day = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const calendar = await dealerDayCalendar(dealerCode, day);
    if (
      calendar.slots.some((slot) => slot.time === "08:00") &&
      new Date(`${day}T12:00:00Z`).getUTCDay() !== 6
    ) {
      slotDay = day;
      break;
    }
  }
  const [model] = await database()
    .select()
    .from(vehicleModels)
    .where(eq(vehicleModels.code, "BT41"));
  const ownerId = await owner("owner-with-vehicle");
  const [row] = await database()
    .insert(vehicles)
    .values({
      vin: "9BWZZZ6HZRP000001",
      plate: "BRA2E19",
      modelId: model?.id ?? 0,
      versionName: "T-Cross Highline 250 TSI",
      modelYear: 2024,
      color: "Cinza Platinum",
      soldOn: "2024-03-15",
      ownerId,
      // Below the bookings' 9,800 km: a lower figure is refused unless the owner confirms it.
      mileageKm: 9_000,
    })
    .returning({ id: vehicles.id });
  vehicleId = row?.id ?? 0;
});

describe("the owner's vehicles for a booking", () => {
  it("date the garage's reading on Brasília's calendar, so the wizard can ask again for an old one", async () => {
    const readAt = (at: Date | null) =>
      database().update(vehicles).set({ mileageReadAt: at }).where(eq(vehicles.id, vehicleId));
    // 22:30 on 22 June in Brasília is already the 23rd in UTC.
    await readAt(new Date("2025-06-23T01:30:00Z"));
    expect(await listOwnerVehicles("owner-with-vehicle")).toMatchObject([
      { id: vehicleId, mileageKm: 9_000, mileageReadOn: "2025-06-22" },
    ]);
    await readAt(null);
    expect(await listOwnerVehicles("owner-with-vehicle")).toMatchObject([
      { id: vehicleId, mileageReadOn: null },
    ]);
  });
});

describe("the revisions an owner's vehicles have on record", () => {
  it("count each car's revisions alone, never its sale or owner readings nor another owner's car", async () => {
    const { ownerId, garageCar } = await ownerWithGarageCar(
      "owner-with-two-revisions",
      "9BWAB45U4RT000411",
      "RVD2A11",
    );
    const other = await ownerWithGarageCar("owner-with-none", "9BWAB45U4RT000412", "RVD2A12");
    const reading = (vehicle: number, readOn: string, source: "sale" | "revision" | "owner") => ({
      vehicleId: vehicle,
      mileageKm: 1_000,
      readOn,
      source,
    });
    await database()
      .insert(vehicleMileageReadings)
      .values([
        reading(garageCar.vehicleId, "2024-02-10", "sale"),
        reading(garageCar.vehicleId, "2025-02-01", "revision"),
        reading(garageCar.vehicleId, "2025-08-01", "owner"),
        reading(garageCar.vehicleId, "2026-02-01", "revision"),
        reading(other.garageCar.vehicleId, "2025-02-01", "owner"),
      ]);
    expect(await revisionsDoneByVehicle(ownerId)).toEqual({ [garageCar.vehicleId]: 2 });
    expect(await revisionsDoneByVehicle(other.ownerId)).toEqual({});
  });
});

describe("service catalogue", () => {
  it("prices a revision with every mandatory item inside the final price", async () => {
    const plan = await availableRevisions("BT41", "SP");
    expect(plan.packages.map((p) => p.revisionNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const pack of plan.packages) {
      const items = pack.mandatoryItems.reduce(
        (sum, item) => sum + Math.round(item.price * 100),
        0,
      );
      expect(items).toBe(Math.round(pack.partsPrice * 100));
      expect(Math.round(pack.price * 100)).toBe(items + Math.round(pack.labourPrice * 100));
    }
    const north = await detailedRevision("BT41", "AM", 2);
    const southeast = await detailedRevision("BT41", "2025", 2);
    expect(north.region).toBe("Norte");
    expect(north.price).toBeGreaterThan(southeast.price);
  });

  it("has no engine oil in an electric model's revision", async () => {
    const revision = await detailedRevision("BE41", "SP", 1);
    expect(revision.mandatoryItems.some((item) => item.description.includes("Óleo"))).toBe(false);
  });
});

describe("service-package calls", () => {
  it("answers the revision due from the sale date and mileage, and refuses negative mileage", async () => {
    const due = await callRoute(revisionNumberRoute, {
      query: "soldOn=2024-03-15&mileageKm=21000",
    });
    expect(due.status).toBe(200);
    expect(due.body).toEqual({ revisionNumber: 2, dueDate: "2026-03-15", dueKm: 20000 });
    const negative = await callRoute(revisionNumberRoute, {
      query: "soldOn=2024-03-15&mileageKm=-1",
    });
    expect(negative.status).toBe(400);
    expect(negative.error.fields).toEqual({
      mileageKm: "A quilometragem não pode ser negativa.",
    });
  });

  it("reads the mileage by the garage's odometer rule, up to 1,500,000 km", async () => {
    const ceiling = await callRoute(revisionNumberRoute, {
      query: "soldOn=2024-03-15&mileageKm=1500000",
    });
    expect(ceiling.status).toBe(200);
    expect(ceiling.body.revisionNumber).toBe(10);
    const over = await callRoute(revisionNumberRoute, {
      query: "soldOn=2024-03-15&mileageKm=1500001",
    });
    expect(over.status).toBe(400);
    expect(over.error.fields).toEqual({
      mileageKm: "A quilometragem vai até 1.500.000 km. Confira o número digitado.",
    });
    // An empty reading is none: it is asked for, not read as a new car's 0 km.
    const empty = await callRoute(revisionNumberRoute, {
      query: "soldOn=2024-03-15&mileageKm=",
    });
    expect(empty.status).toBe(400);
    expect(empty.error.fields).toEqual({
      mileageKm: "Informe a quilometragem em quilômetros inteiros, como 45.210.",
    });
  });

  it("lists additional services for the model, offers with badges, and badges", async () => {
    const electric = (await callRoute(additionalRoute, { query: "modelCode=BE41" })).body;
    expect(electric.services.map((s) => s.code)).toContain("BATERIA-HV-DIAGNOSTICO");
    expect(electric.services.map((s) => s.code)).not.toContain("LIMPEZA-BICOS");
    expect(electric.services.find((s) => s.code === "FUNILARIA")?.priceOnRequest).toBe(true);
    const offers = (await callRoute(offersRoute, { params: { modelCodeId: "BT41", dealerCode } }))
      .body;
    expect(offers.offers.map((o) => o.slug)).toEqual(
      expect.arrayContaining(["alinhamento-15-off", "pastilhas-10000"]),
    );
    const badges = (await callRoute(badgesRoute)).body;
    expect(badges.badges.map((b) => b.label)).toEqual(expect.arrayContaining(["Oferta", "Grátis"]));
  });
});

describe("dealer calendar", () => {
  it("answers free slots on the dealer's own clock with consultant and shift", async () => {
    const response = await callRoute(calendarRoute, { params: { dealerCode, date: slotDay } });
    expect(response.status).toBe(200);
    const calendar = response.body;
    expect(calendar.timeZone).toBe("America/Rio_Branco");
    const first = calendar.slots[0];
    // 08:00 in Rio Branco, not 08:00 in Brasília (11:00Z, 06:00 there).
    expect(first?.time).toBe("08:00");
    expect(first?.startsAt).toBe(`${slotDay}T13:00:00.000Z`);
    expect(first?.shift).toBe("Manhã");
    // Anyone may read the calendar: a consultant's CPF reaches it masked, as Gov.br masks one.
    for (const slot of calendar.slots) {
      expect(slot.consultantDocumentNumber).toMatch(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/);
    }
    expect(calendar.slots.at(-1)).toMatchObject({
      time: "17:30",
      startsAt: `${slotDay}T22:30:00.000Z`,
      shift: "Tarde",
    });
  });

  it("answers a Brasília-time dealer's slots on Brasília's clock", async () => {
    const [paulista] = await database()
      .select({ code: dealers.code })
      .from(dealers)
      .where(eq(dealers.stateCode, "SP"))
      .limit(1);
    const response = await callRoute(calendarRoute, {
      params: { dealerCode: paulista?.code ?? "", date: slotDay },
    });
    expect(response.body.timeZone).toBe("America/Sao_Paulo");
    expect(response.body.slots.find((slot) => slot.time === "08:00")?.startsAt).toBe(
      `${slotDay}T11:00:00.000Z`,
    );
  });

  it("refuses a date no calendar holds with 400 and says which dates it takes", async () => {
    for (const date of ["9999-12-31", "0000-01-01", "1999-12-31"]) {
      const response = await callRoute(calendarRoute, { params: { dealerCode, date } });
      expect(response.status).toBe(400);
      expect(response.error.fields?.date).toBe("Informe uma data entre 2000 e 2099.");
    }
  });

  it("closes a national holiday", async () => {
    const [christmas] = await database()
      .select()
      .from(holidays)
      .where(eq(holidays.name, "Natal"))
      .limit(1);
    const calendar = await dealerDayCalendar(
      dealerCode,
      christmas?.day ?? "2026-12-25",
      new Date(`${christmas?.day}T00:00:00-05:00`),
    );
    expect(calendar.closedReason).toBe("holiday");
    expect(calendar.slots).toEqual([]);
  });

  it("closes a state's own holiday, in the states far from São Paulo too", async () => {
    const [rondonia] = await database()
      .select({ code: dealers.code })
      .from(dealers)
      .where(eq(dealers.stateCode, "RO"))
      .limit(1);
    if (!rondonia) throw new Error("the seed has no dealer in Rondônia");
    const year = new Date().getUTCFullYear() + 1;
    const calendar = await dealerDayCalendar(
      rondonia.code,
      `${year}-01-04`,
      new Date(`${year}-01-01T12:00:00Z`),
    );
    expect(calendar).toMatchObject({
      closedReason: "holiday",
      holiday: "Criação do Estado de Rondônia",
      slots: [],
    });
  });
});

describe("booking", () => {
  it("50 concurrent bookings of one slot make exactly one booking and 49 409s", async () => {
    const owners50 = await Promise.all(Array.from({ length: 50 }, (_, i) => owner(`race-${i}`)));
    const startsAt = at("08:30");
    const results = await Promise.allSettled(
      owners50.map((id) => writeBooking(id, body({ startsAt }), { mode: "confirm" })),
    );
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.flatMap((r) => (r.status === "rejected" ? [asAnswered(r.reason)] : []));
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    expect(lost.every((e) => e.status === 409 && e.message === "Horário indisponível")).toBe(true);
    const freeSlots = lost[0]?.details?.freeSlots as { startsAt: string; consultantId: number }[];
    expect(
      freeSlots.some((s) => s.startsAt === startsAt && s.consultantId === consultantIds[0]),
    ).toBe(false);
    expect(freeSlots.length).toBeGreaterThan(0);
    const stored = await database()
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.consultantId, consultantIds[0] ?? 0),
          eq(bookings.startsAt, new Date(startsAt)),
        ),
      );
    expect(stored).toHaveLength(1);
  });

  it("stores the server's prices: revision at the regional price, extras, price on request", async () => {
    const ownerId = await owner("pricing-owner");
    const booking = await writeBooking(ownerId, body({ startsAt: at("09:00") }), {
      mode: "confirm",
    });
    const revision = await detailedRevision("BT41", dealerState, 1);
    expect(booking.services.map((s) => s.code)).toEqual(["REVISAO-1", "ALINHAMENTO", "FUNILARIA"]);
    expect(booking.services[0]?.price).toBe(revision.price);
    // 15% off alignment by the network offer.
    expect(booking.services[1]?.price).toBe(161.42);
    expect(booking.total).toBe(Math.round((revision.price + 161.42) * 100) / 100);
    expect(booking.priceOnRequest).toBe(true);
    expect(booking.shift).toBe("Manhã");
    expect(await listOwnerBookings(ownerId)).toHaveLength(1);
  });

  it("books a recall's free repair only for a campaign that covers the vehicle", async () => {
    const ownerId = await owner("recall-owner");
    // 24BX covers the T-Cross (BT41) of 2023 and 2024, not the Polo (BZ11).
    const recall = (campaign: string, vehicle = { modelCode: "BT41", modelYear: 2024 }) =>
      body({
        flowType: "recall",
        revisionNumber: null,
        serviceCodes: [],
        recallCampaign: campaign,
        vehicle,
        consultantId: consultantIds[1],
        startsAt: at("08:30"),
      });
    const checked = { mode: "confirm", recallCoverage: campaignCoversVehicle } as const;
    // Each refusal is asked for only when it is awaited: a promise made ahead and rejected
    // before its turn would be an unhandled rejection.
    for (const refused of [
      () => writeBooking(ownerId, recall("XXXX"), checked),
      () => writeBooking(ownerId, recall("24BX", { modelCode: "BZ11", modelYear: 2024 }), checked),
      () => writeBooking(ownerId, recall("24BX", { modelCode: "BT41", modelYear: 2025 }), checked),
      // Without the recall feature's answer, no recall is booked at all.
      () => writeBooking(ownerId, recall("24BX"), { mode: "confirm" }),
    ]) {
      const error = await rejection(refused());
      expect(error.status).toBe(400);
      expect(error.fields).toEqual({ recallCampaign: schedulingTexts.errors.recallNotCovered });
    }
    expect(await listOwnerBookings(ownerId)).toHaveLength(0);

    const booked = await writeBooking(ownerId, recall("24BX"), checked);
    expect(booked.services.map((service) => [service.code, service.price])).toEqual([
      ["RECALL-24BX", 0],
    ]);
    expect(booked.total).toBe(0);
  });

  it("refuses a recall's repair the registry shows done on that car, saying when", async () => {
    const vin = "9BWBH6BF0R4030123";
    const { ownerId, garageCar } = await ownerWithGarageCar("recall-done-owner", vin, "RPD1A23");
    const [campaign] = await database()
      .select({ id: recallCampaigns.id })
      .from(recallCampaigns)
      .where(eq(recallCampaigns.number, "24BX"));
    const [dealer] = await database()
      .select({ id: dealers.id })
      .from(dealers)
      .where(eq(dealers.code, dealerCode));
    const recall = body({
      flowType: "recall",
      revisionNumber: null,
      serviceCodes: [],
      recallCampaign: "24BX",
      vehicle: garageCar,
      consultantId: consultantIds[1],
      startsAt: at("09:30"),
    });
    const checked = { mode: "confirm", recallCoverage: campaignCoversVehicle } as const;
    const car = { vin, modelCode: "BT41", modelYear: 2024 };
    // Covered, and not yet repaired: the booking's check lets it through.
    expect(await campaignCoversVehicle("24BX", car)).toBe(true);

    await database()
      .insert(recallRepairs)
      .values({
        campaignId: campaign?.id ?? 0,
        vehicleId: garageCar.vehicleId,
        dealerId: dealer?.id ?? 0,
        repairedOn: "2025-03-31",
      });
    expect(await campaignCoversVehicle("24BX", car)).toEqual({ repairedOn: "2025-03-31" });
    const error = await rejection(writeBooking(ownerId, recall, checked));
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({
      recallCampaign:
        "O reparo desta campanha de recall já foi feito neste veículo em 31/03/2025. Não há outro a agendar.",
    });
    expect(await listOwnerBookings(ownerId)).toHaveLength(0);
  });

  it("books a recall's repair once for a car: the same campaign again is refused until the first is cancelled", async () => {
    const ownerId = await owner("recall-twice-owner");
    const car = { modelCode: "BT41", modelYear: 2024, plate: "RCL2A34" };
    const recall = (slot: { consultantId: number; startsAt: string }) =>
      revisionBooking(dealerCode, slot, {
        flowType: "recall",
        revisionNumber: null,
        serviceCodes: [],
        recallCampaign: "24BX",
        vehicle: car,
      });
    const checked = { mode: "confirm", recallCoverage: campaignCoversVehicle } as const;
    const firstSlot = await freeSlotFrom(dealerCode, 70);
    const first = await writeBooking(ownerId, recall(firstSlot), checked);
    const secondSlot = await freeSlotFrom(dealerCode, firstSlot.ahead + 1);
    const refused = await rejection(writeBooking(ownerId, recall(secondSlot), checked));
    expect(refused.status).toBe(409);
    // The repair is the booking's only work: the owner is sent to the other visit, not told to
    // take it out of this one.
    expect(refused.message).toBe(
      `Este veículo já tem o reparo da campanha de recall 24BX agendado para ${firstSlot.day.split("-").reverse().join("/")}. Reagende ou cancele o agendamento existente.`,
    );
    expect(refused.details).toMatchObject({
      bookingHref: `/agendamento/servicos/confirmacao?id=${first.id}`,
    });
    expect(
      await database().$count(
        bookings,
        and(eq(bookings.ownerId, ownerId), eq(bookings.plate, car.plate)),
      ),
    ).toBe(1);

    await cancelBooking(ownerId, first.id, undefined);
    const again = await writeBooking(ownerId, recall(secondSlot), checked);
    expect(again.services.map((service) => service.code)).toEqual(["RECALL-24BX"]);
  });

  it("books one of the owner's own vehicles and refuses someone else's", async () => {
    const booking = await writeBooking(
      "owner-with-vehicle",
      body({ vehicle: { vehicleId }, startsAt: at("09:30") }),
      { mode: "confirm" },
    );
    expect(booking.vehicle).toMatchObject({ vehicleId, plate: "BRA2E19", modelYear: 2024 });
    const stranger = await owner("stranger");
    expect(
      (
        await rejection(
          writeBooking(stranger, body({ vehicle: { vehicleId }, startsAt: at("10:00") }), {
            mode: "confirm",
          }),
        )
      ).status,
    ).toBe(404);
    expect((await rejection(getBooking(stranger, booking.id))).status).toBe(404);
    expect((await rejection(getBooking(stranger, "not-a-uuid"))).status).toBe(404);
  });

  it("refuses a second booking of one garage vehicle at an overlapping time, and a new hold replaces the earlier one", async () => {
    const [first, second] = consultantIds;
    if (first === undefined || second === undefined) throw new Error("dealer needs 2 consultants");
    const ownerId = "owner-with-vehicle";
    // Other revisions than the ones booked before, without their extras: the same revision or
    // service twice is refused sooner.
    const booked = await writeBooking(
      ownerId,
      body({
        vehicle: { vehicleId },
        consultantId: first,
        startsAt: at("11:00"),
        revisionNumber: 2,
        serviceCodes: [],
      }),
      { mode: "confirm" },
    );
    const overlap = await rejection(
      writeBooking(
        ownerId,
        body({
          vehicle: { vehicleId },
          consultantId: second,
          startsAt: at("11:00"),
          revisionNumber: 3,
          serviceCodes: [],
        }),
        { mode: "confirm" },
      ),
    );
    expect(overlap.status).toBe(409);
    expect(overlap.message).toBe(
      "Este veículo já tem um agendamento neste horário. Escolha outro horário ou remarque o agendamento existente.",
    );
    const live = await database()
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.vehicleId, vehicleId), ne(bookings.status, "cancelled")));
    expect(live.map((row) => row.id)).toContain(booked.id);

    // Holding 11:30 with one consultant, then the same time with another, keeps one hold.
    const firstHold = await writeBooking(
      ownerId,
      body({
        vehicle: { vehicleId },
        consultantId: first,
        startsAt: at("11:30"),
        revisionNumber: 3,
        serviceCodes: [],
      }),
      { mode: "hold" },
    );
    const secondHold = await writeBooking(
      ownerId,
      body({
        vehicle: { vehicleId },
        consultantId: second,
        startsAt: at("11:30"),
        revisionNumber: 3,
        serviceCodes: [],
      }),
      { mode: "hold" },
    );
    const holds = await database()
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.vehicleId, vehicleId), eq(bookings.status, "held")));
    expect(holds.map((row) => row.id)).toEqual([secondHold.id]);
    expect(secondHold.id).not.toBe(firstHold.id);
    await cancelBooking(ownerId, booked.id, undefined);
  });

  it.each<
    [string, { startsAt?: string; consultantId?: number; [key: string]: unknown }, number, RegExp]
  >([
    ["a past date", { startsAt: "2020-01-06T11:00:00.000Z" }, 422, /já passou/],
    [
      "a date beyond the horizon",
      { startsAt: new Date(Date.now() + 200 * 86_400_000).toISOString() },
      422,
      /90 dias/,
    ],
    ["outside opening hours", { startsAt: "__07:00" }, 422, /fora do expediente/],
    ["off the slot grid", { startsAt: "__08:10" }, 422, /a cada 30 minutos/],
    [
      "a consultant of another dealer",
      { consultantId: -1 },
      422,
      /não atende nesta concessionária/,
    ],
    [
      "a service not offered for the model",
      { serviceCodes: ["BATERIA-HV-DIAGNOSTICO"] },
      422,
      /O serviço Diagnóstico da bateria de alta tensão não é oferecido/,
    ],
    ["a revision without its number", { revisionNumber: null }, 400, /revisão de 1 a 10/],
  ])(
    "refuses %s with a pt-BR message and stores nothing",
    async (_name, extra, status, message) => {
      const ownerId = await owner("bad-input");
      const startsAt =
        typeof extra.startsAt === "string" && extra.startsAt.startsWith("__")
          ? at(extra.startsAt.slice(2))
          : (extra.startsAt ?? at("10:30"));
      const consultantId = extra.consultantId === -1 ? otherDealerConsultant : consultantIds[0];
      const error = await rejection(
        writeBooking(ownerId, body({ ...extra, startsAt, consultantId }), { mode: "confirm" }),
      );
      expect(error.status).toBe(status);
      expect(error.message).toMatch(message);
      expect(await database().$count(bookings, eq(bookings.ownerId, ownerId))).toBe(0);
    },
  );

  it("refuses a holiday", async () => {
    const [christmas] = await database().select().from(holidays).where(eq(holidays.name, "Natal"));
    const ownerId = await owner("holiday-owner");
    const error = await rejection(
      writeBooking(
        ownerId,
        body({ startsAt: new Date(`${christmas?.day}T10:00:00-05:00`).toISOString() }),
        {
          mode: "confirm",
          now: new Date(`${christmas?.day}T00:00:00-05:00`),
        },
      ),
    );
    expect(error.status).toBe(422);
    expect(error.message).toContain("Natal");
  });

  it("refuses negative mileage before anything else", () => {
    expect(() => body({ mileageKm: -1, startsAt: at("11:00") })).toThrow(/não pode ser negativa/);
  });

  it("holds a slot, then confirms the same row; an abandoned hold frees the slot when it expires", async () => {
    const ownerId = await owner("hold-owner");
    const startsAt = at("11:00");
    const hold = await writeBooking(ownerId, body({ startsAt }), { mode: "hold" });
    expect(hold.status).toBe("held");
    const other = await owner("hold-rival");
    expect(
      (await rejection(writeBooking(other, body({ startsAt }), { mode: "confirm" }))).status,
    ).toBe(409);
    const confirmed = await writeBooking(ownerId, body({ startsAt, holdId: hold.id }), {
      mode: "confirm",
    });
    expect(confirmed.id).toBe(hold.id);
    expect(confirmed.status).toBe("confirmed");

    // A process that dies after the hold leaves it to expire; the confirmed booking above stays.
    const abandoned = await writeBooking(other, body({ startsAt: at("11:30") }), { mode: "hold" });
    const later = new Date(Date.now() + 11 * 60_000);
    // Another visit of the same car: another revision, without the extras booked above.
    const taken = await writeBooking(
      ownerId,
      body({ startsAt: at("11:30"), revisionNumber: 2, serviceCodes: [] }),
      { mode: "confirm", now: later },
    );
    expect(taken.status).toBe("confirmed");
    expect(await database().$count(bookings, eq(bookings.id, abandoned.id))).toBe(0);
    expect((await getBooking(ownerId, confirmed.id)).status).toBe("confirmed");
  });

  it("confirms a held slot while the hold lasts though its two-hour notice ran out meanwhile", async () => {
    const ownerId = await owner("notice-owner");
    const minutes = (date: Date, count: number) => new Date(date.getTime() + count * 60_000);
    const startsAt = at("13:00");
    const heldAt = minutes(new Date(startsAt), -125);
    const hold = await writeBooking(ownerId, body({ startsAt }), { mode: "hold", now: heldAt });
    const confirmed = await writeBooking(ownerId, body({ startsAt, holdId: hold.id }), {
      mode: "confirm",
      now: minutes(heldAt, 8),
    });
    expect(confirmed.id).toBe(hold.id);
    expect(confirmed.status).toBe("confirmed");

    // An expired hold promises nothing, and without a hold the notice counts from now.
    const later = at("13:30");
    const laterHeldAt = minutes(new Date(later), -125);
    const secondVisit = { startsAt: later, revisionNumber: 2, serviceCodes: [] };
    const expired = await writeBooking(ownerId, body(secondVisit), {
      mode: "hold",
      now: laterHeldAt,
    });
    for (const holdId of [expired.id, undefined]) {
      const refused = await rejection(
        writeBooking(ownerId, body({ ...secondVisit, holdId }), {
          mode: "confirm",
          now: minutes(laterHeldAt, 11),
        }),
      );
      expect(refused.status).toBe(422);
      expect(refused.message).toBe("Agende com pelo menos 2 horas de antecedência.");
    }
  });

  it("answers a repeated confirmation with the booking it made, and books nothing twice", async () => {
    const ownerId = await owner("retry-owner");
    const startsAt = at("14:30");
    const first = await writeBooking(ownerId, body({ startsAt }), { mode: "confirm" });
    const again = await writeBooking(ownerId, body({ startsAt }), { mode: "confirm" });
    expect(again.id).toBe(first.id);
    expect(again.status).toBe("confirmed");
    const atSlot = and(
      eq(bookings.consultantId, consultantIds[0] ?? 0),
      eq(bookings.startsAt, new Date(startsAt)),
    );
    expect(await database().$count(bookings, atSlot)).toBe(1);
    // Another car of the same owner, or another owner, still finds the slot taken.
    const otherCar = { modelCode: "BT41", modelYear: 2025, plate: "XYZ9A87" };
    expect(
      (
        await rejection(
          writeBooking(ownerId, body({ startsAt, vehicle: otherCar }), { mode: "confirm" }),
        )
      ).status,
    ).toBe(409);
    const rival = await owner("retry-rival");
    expect(
      (await rejection(writeBooking(rival, body({ startsAt }), { mode: "confirm" }))).status,
    ).toBe(409);
    expect(await database().$count(bookings, atSlot)).toBe(1);
  });

  it("reschedules to a free slot, refuses a taken one, and cancels", async () => {
    const ownerId = await owner("reschedule-owner");
    const booking = await writeBooking(
      ownerId,
      body({ startsAt: at("14:00"), consultantId: consultantIds[1] }),
      { mode: "confirm" },
    );
    const moved = await rescheduleBooking(ownerId, booking.id, {
      consultantId: consultantIds[1] ?? 0,
      startsAt: at("15:00"),
    });
    expect(moved.startsAt).toBe(at("15:00"));
    expect(moved.shift).toBe("Tarde");
    const rival = await writeBooking(
      await owner("rival"),
      body({ startsAt: at("16:00"), consultantId: consultantIds[1] }),
      { mode: "confirm" },
    );
    const conflict = await rejection(
      rescheduleBooking(ownerId, booking.id, {
        consultantId: consultantIds[1] ?? 0,
        startsAt: rival.startsAt,
      }),
    );
    expect(conflict.status).toBe(409);
    const cancelled = await cancelBooking(ownerId, booking.id, "Viagem");
    expect(cancelled.status).toBe("cancelled");
    // The freed slot can be booked again.
    await writeBooking(
      await owner("next"),
      body({ startsAt: at("15:00"), consultantId: consultantIds[1] }),
      { mode: "confirm" },
    );
  });

  it("offers the other times of a full shift to its owner's booking moving within it", async () => {
    const { day } = await freeSlotFrom(dealerCode, 45);
    const [capacity] = await database()
      .select({ capacity: dealerShiftCapacity.capacity })
      .from(dealerShiftCapacity)
      .innerJoin(dealers, eq(dealers.id, dealerShiftCapacity.dealerId))
      .where(and(eq(dealers.code, dealerCode), eq(dealerShiftCapacity.shift, "Tarde")));
    const afternoon = (await dealerDayCalendar(dealerCode, day)).slots.filter(
      (slot) => slot.shift === "Tarde",
    );
    const filling = afternoon.slice(0, capacity?.capacity ?? 0);
    const booked = [];
    for (const [n, { consultantId, startsAt }] of filling.entries()) {
      const vehicle = { modelCode: "BT41", modelYear: 2025, plate: `FUL${n % 10}A${10 + n}` };
      booked.push(
        await writeBooking(
          await owner(`full-shift-${n}`),
          body({ consultantId, startsAt, vehicle }),
          {
            mode: "confirm",
          },
        ),
      );
    }
    const [moved] = booked;
    if (!moved) throw new Error("no booking filled the shift");
    const tarde = (calendar: Awaited<ReturnType<typeof dealerDayCalendar>>) =>
      calendar.slots.filter((slot) => slot.shift === "Tarde");
    expect(tarde(await dealerDayCalendar(dealerCode, day))).toEqual([]);
    // Another owner naming that booking frees nothing: only its owner moves it.
    const stranger = { ownerId: await owner("full-shift-stranger"), moving: moved.id };
    expect(tarde(await dealerDayCalendar(dealerCode, day, new Date(), stranger))).toEqual([]);

    const mover = { ownerId: "full-shift-0", moving: moved.id };
    const offered = tarde(await dealerDayCalendar(dealerCode, day, new Date(), mover));
    expect(offered.length).toBeGreaterThan(0);
    const ownTime = (slot: { consultantId: number; startsAt: string }) =>
      slot.consultantId === moved.consultant.id && slot.startsAt === moved.startsAt;
    expect(offered.some(ownTime)).toBe(false);
    const target = offered.find((slot) => slot.startsAt !== moved.startsAt) ?? offered[0];
    if (!target) throw new Error("no afternoon time offered");
    const change = { consultantId: target.consultantId, startsAt: target.startsAt };
    expect((await rescheduleBooking("full-shift-0", moved.id, change)).startsAt).toBe(
      target.startsAt,
    );
    expect(tarde(await dealerDayCalendar(dealerCode, day))).toEqual([]);
  });

  it("moves or cancels a booking once when the same change is sent twice at once, with one mail", async () => {
    const ownerId = await owner("double-click-owner");
    const first = await freeSlotFrom(dealerCode, 50);
    const booking = await writeBooking(
      ownerId,
      body({ ...first, vehicle: { modelCode: "BT41", modelYear: 2025, plate: "DBL2C34" } }),
      { mode: "confirm" },
    );
    const [, later] = (await dealerDayCalendar(dealerCode, first.day)).slots.filter(
      (slot) => slot.startsAt !== first.startsAt,
    );
    if (!later) throw new Error("no second slot that day");
    const mailsAbout = (word: string) =>
      sentMails.filter((mail) => mail.to === "ana@exemplo.com.br" && mail.subject.includes(word))
        .length;
    const rescheduledBefore = mailsAbout("remarcado");
    const change = { consultantId: later.consultantId, startsAt: later.startsAt };
    const moves = await Promise.all([
      rescheduleBooking(ownerId, booking.id, change),
      rescheduleBooking(ownerId, booking.id, change),
    ]);
    expect(moves.map((moved) => moved.startsAt)).toEqual([later.startsAt, later.startsAt]);
    expect(mailsAbout("remarcado") - rescheduledBefore).toBe(1);

    const cancelledBefore = mailsAbout("cancelado");
    const results = await Promise.allSettled([
      cancelBooking(ownerId, booking.id, undefined),
      cancelBooking(ownerId, booking.id, undefined),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const refused = results.flatMap((r) => (r.status === "rejected" ? [asAnswered(r.reason)] : []));
    expect(refused.map((refusal) => refusal.status)).toEqual([422]);
    expect(mailsAbout("cancelado") - cancelledBefore).toBe(1);

    // Each mail's calendar file replaces the one before it in the owner's calendar.
    const calendarFiles = sentMails
      .filter((mail) => mail.text.includes(booking.protocol))
      .map((mail) => mail.attachments?.[0]?.content ?? "");
    const sequences = calendarFiles.map((file) => Number(/SEQUENCE:(\d+)/.exec(file)?.[1]));
    expect(calendarFiles).toHaveLength(3);
    expect(sequences[1]).toBeGreaterThanOrEqual(sequences[0] ?? Infinity);
    expect(sequences[2]).toBeGreaterThanOrEqual(sequences[1] ?? Infinity);
    expect(calendarFiles[1]).toContain(`DTSTART:${later.startsAt.replace(/[-:]|\.\d+/g, "")}`);
    expect(calendarFiles[2]).toContain("METHOD:CANCEL");
    expect(calendarFiles[2]).toContain("STATUS:CANCELLED");
  });

  it("refuses to cancel a booking that has started, with the reason", async () => {
    const ownerId = await owner("started-owner");
    const booking = await writeBooking(ownerId, body({ startsAt: at("16:30") }), {
      mode: "confirm",
    });
    const error = await rejection(
      cancelBooking(
        ownerId,
        booking.id,
        undefined,
        new Date(new Date(at("16:30")).getTime() + 60_000),
      ),
    );
    expect(error.status).toBe(422);
    expect(error.message).toBe(
      `O atendimento começou em ${slotDay.split("-").reverse().join("/")} às 16:30 (horário de Rio Branco) e não pode mais ser cancelado. Fale com a concessionária.`,
    );
  });

  it("does not cancel a visit the dealer reported while the cancellation was on its way", async () => {
    const ownerId = await owner("reported-owner");
    const [slot] = (await dealerDayCalendar(dealerCode, slotDay)).slots;
    if (!slot) throw new Error("no free time that day");
    const booking = await writeBooking(
      ownerId,
      body({
        consultantId: slot.consultantId,
        startsAt: slot.startsAt,
        vehicle: { modelCode: "BT41", modelYear: 2025, plate: "RPT5D67" },
      }),
      { mode: "confirm" },
    );
    // The owner's page was read before the visit; the dealer's report landed since. The visit
    // goes 40 days on, so it keeps no time of the day the other cases book.
    const visit = new Date(Date.parse(slot.startsAt) + 40 * 86_400_000);
    await database()
      .update(bookings)
      .set({
        startsAt: visit,
        endsAt: new Date(visit.getTime() + 1_800_000),
        outcome: "completed",
        outcomeAt: new Date(),
      })
      .where(eq(bookings.id, booking.id));
    const error = await rejection(
      cancelBooking(ownerId, booking.id, undefined, new Date(visit.getTime() - 60_000)),
    );
    expect(error.status).toBe(422);
    const [stored] = await database()
      .select({ status: bookings.status, outcome: bookings.outcome })
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(stored).toEqual({ status: "confirmed", outcome: "completed" });
  });

  it("moves a car's visit to a time its owner once held and let lapse, with another consultant", async () => {
    const { ownerId, garageCar } = await ownerWithGarageCar(
      "lapsed-hold-owner",
      "9BWAL5BZ0RP600001",
      "LPS1H23",
    );
    const free = (await dealerDayCalendar(dealerCode, slotDay)).slots;
    const [first] = free;
    // A later time two consultants have free: the lapsed hold had one, the move takes the other.
    const second = free.find(
      (slot) =>
        slot.startsAt !== first?.startsAt &&
        free.some((o) => o.startsAt === slot.startsAt && o.consultantId !== slot.consultantId),
    );
    const other = free.find(
      (slot) => slot.startsAt === second?.startsAt && slot.consultantId !== second?.consultantId,
    );
    if (!first || !second || !other) throw new Error("no two consultants free at a later time");
    const booking = await writeBooking(
      ownerId,
      body({ vehicle: garageCar, consultantId: first.consultantId, startsAt: first.startsAt }),
      { mode: "confirm" },
    );
    // An earlier hold of the same car, at the later time with one consultant, left to lapse.
    const [stored] = await database().select().from(bookings).where(eq(bookings.id, booking.id));
    if (!stored) throw new Error("the booking was not stored");
    const { id: _id, protocol: _protocol, ...fields } = stored;
    await database()
      .insert(bookings)
      .values({
        ...fields,
        protocol: `${stored.protocol}H`,
        status: "held",
        consultantId: second.consultantId,
        startsAt: new Date(second.startsAt),
        endsAt: new Date(Date.parse(second.startsAt) + 1_800_000),
        holdExpiresAt: new Date(Date.now() - 60_000),
        confirmedAt: null,
      });

    const moved = await rescheduleBooking(ownerId, booking.id, {
      consultantId: other.consultantId,
      startsAt: other.startsAt,
    });
    expect(moved.startsAt).toBe(other.startsAt);
    const held = await database()
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.ownerId, ownerId), eq(bookings.status, "held")));
    expect(held).toEqual([]);
    await cancelBooking(ownerId, booking.id, undefined);
  });

  it("of a move and a cancellation sent at once, keeps a cancelled booking where its mail says", async () => {
    const ownerId = await owner("cancel-and-move-owner");
    const [first, later] = (await dealerDayCalendar(dealerCode, slotDay)).slots.filter(
      (slot, index, all) => all.findIndex((other) => other.startsAt === slot.startsAt) === index,
    );
    if (!first || !later) throw new Error("fewer than two free times that day");
    const booking = await writeBooking(
      ownerId,
      body({
        consultantId: first.consultantId,
        startsAt: first.startsAt,
        vehicle: { modelCode: "BT41", modelYear: 2025, plate: "CNM1V23" },
      }),
      { mode: "confirm" },
    );
    const [, move] = await Promise.allSettled([
      cancelBooking(ownerId, booking.id, undefined),
      rescheduleBooking(ownerId, booking.id, {
        consultantId: later.consultantId,
        startsAt: later.startsAt,
      }),
    ]);
    const [stored] = await database()
      .select({ status: bookings.status, startsAt: bookings.startsAt })
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(stored?.status).toBe("cancelled");
    if (move.status === "rejected") expect(asAnswered(move.reason).status).toBe(422);
    // Whichever came first, the owner is told of the cancellation, at the time the booking holds.
    const cancelled = sentMails.filter(
      (mail) => mail.subject === `Agendamento cancelado - protocolo ${booking.protocol}`,
    );
    expect(cancelled).toHaveLength(1);
    const held = new Date((stored?.startsAt.getTime() ?? 0) - 5 * 3_600_000);
    expect(cancelled[0]?.text).toContain(`às ${held.toISOString().slice(11, 16)} (horário de`);
  });

  it("books, moves and cancels at a Rio Branco dealer on its own clock, and says so in every mail", async () => {
    const ownerId = await owner("rio-branco-owner");
    const day = slotDay.split("-").reverse().join("/");
    // 07:30 there is 09:30 in Brasília: before this dealer opens.
    const early = await rejection(
      writeBooking(ownerId, body({ startsAt: `${slotDay}T12:30:00.000Z` }), { mode: "confirm" }),
    );
    expect(early.status).toBe(422);
    expect(early.message).toBe("Este horário está fora do expediente da concessionária.");

    const booking = await writeBooking(ownerId, body({ startsAt: `${slotDay}T13:00:00.000Z` }), {
      mode: "confirm",
    });
    expect(booking.dealer.timeZone).toBe("America/Rio_Branco");
    const [stored] = await database()
      .select({ startsAt: bookings.startsAt, shift: bookings.shift })
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(stored?.startsAt.toISOString()).toBe(`${slotDay}T13:00:00.000Z`);
    expect(stored?.shift).toBe("Manhã");
    const mailOf = (subject: string) =>
      sentMails.find((mail) => mail.subject === subject)?.text ?? "";
    expect(mailOf(`Agendamento confirmado - protocolo ${booking.protocol}`)).toContain(
      `Seu atendimento está marcado para ${day} às 08:00 (horário de Rio Branco).`,
    );

    // Its last slot of the day, 17:30 there, 19:30 in Brasília.
    await rescheduleBooking(ownerId, booking.id, {
      consultantId: consultantIds[0] ?? 0,
      startsAt: at("17:30"),
    });
    expect(mailOf(`Agendamento remarcado - protocolo ${booking.protocol}`)).toContain(
      `Seu atendimento foi remarcado de ${day} às 08:00 para ${day} às 17:30 (horário de Rio Branco).`,
    );
    expect((await listOwnerBookings(ownerId))[0]?.shift).toBe("Tarde");

    await cancelBooking(ownerId, booking.id, undefined);
    expect(mailOf(`Agendamento cancelado - protocolo ${booking.protocol}`)).toContain(
      `Seu agendamento de ${day} às 17:30 (horário de Rio Branco) foi cancelado.`,
    );
  });

  it("lets the dealer's system read its bookings with the lead credentials", async () => {
    const credentials = await issueDealerCredentials(dealerCode);
    const token = await grantDealerToken(credentials.clientId, credentials.clientSecret);
    const response = await callRoute(dealerBookingsRoute, { bearer: token.access_token });
    expect(response.status).toBe(200);
    const list = response.body;
    expect(list.bookings.length).toBeGreaterThan(0);
    expect(list.bookings.every((b) => b.dealer.code === dealerCode)).toBe(true);
    // The contact the owner gave the dealer, never the account's own address.
    expect(list.bookings.some((b) => "mailedTo" in b)).toBe(false);
    expect(list.bookings.every((b) => b.contact === null || b.contact.email.includes("@"))).toBe(
      true,
    );
    // Cancelled visits come too, so the dealer's system learns of them.
    expect(list.bookings.some((b) => b.status === "cancelled")).toBe(true);
    expect(list.bookings.every((b) => b.status === "confirmed" || b.status === "cancelled")).toBe(
      true,
    );
    // The soonest visit first, so paging by the last one's time reaches the nearest visits.
    const starts = list.bookings.map((b) => Date.parse(b.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const [first, second] = list.bookings;
    if (!first || !second) throw new Error("the dealer has fewer than two bookings");
    const page = await callRoute(dealerBookingsRoute, {
      bearer: token.access_token,
      query: `since=${encodeURIComponent(second.startsAt)}&limit=1`,
    });
    expect(page.body.bookings.map((b) => b.startsAt)).toEqual([second.startsAt]);
    // Two visits at one time, paged one by one: the last one's id moves the page past it.
    const { day } = await freeSlotFrom(dealerCode, 80);
    const [slot] = (await dealerDayCalendar(dealerCode, day)).slots;
    if (!slot) throw new Error("no free time that day");
    const together = [];
    for (const [n, consultantId] of consultantIds.slice(0, 2).entries()) {
      const vehicle = { modelCode: "BT41", modelYear: 2025, plate: `TIE${n}A12` };
      together.push(
        await writeBooking(
          await owner(`feed-tie-${n}`),
          body({ consultantId, startsAt: slot.startsAt, vehicle }),
          { mode: "confirm" },
        ),
      );
    }
    const paged: string[] = [];
    let cursor = `since=${encodeURIComponent(slot.startsAt)}`;
    for (let round = 0; round < 3; round += 1) {
      const next = await callRoute(dealerBookingsRoute, {
        bearer: token.access_token,
        query: `${cursor}&limit=1`,
      });
      const [item] = next.body.bookings;
      if (!item) break;
      paged.push(item.id);
      cursor = `since=${encodeURIComponent(item.startsAt)}&after=${item.id}`;
    }
    expect(paged.slice(0, 2).sort()).toEqual(together.map((booking) => booking.id).sort());
    expect(new Set(paged).size).toBe(paged.length);
    const malformed = await callRoute(dealerBookingsRoute, {
      bearer: token.access_token,
      query: `since=${encodeURIComponent(slot.startsAt)}&after=nope`,
    });
    expect(malformed.status).toBe(400);
    expect(malformed.error.fields).toEqual({ after: "after deve ser o id de um agendamento." });
    // Without since, after would page nothing: refused, not the first page again.
    const alone = await callRoute(dealerBookingsRoute, {
      bearer: token.access_token,
      query: `after=${paged[0] ?? ""}`,
    });
    expect(alone.status).toBe(400);
    expect(alone.error.fields).toEqual({
      after: "after só vale com since: envie também o instante do último agendamento recebido.",
    });
    const anonymous = await callRoute(dealerBookingsRoute);
    expect(anonymous.status).toBe(401);
    for (const limit of ["0", "101", "2.5", "muitos"]) {
      const refused = await callRoute(dealerBookingsRoute, {
        bearer: token.access_token,
        query: `limit=${limit}`,
      });
      expect(refused.status).toBe(400);
      expect(refused.error.fields).toEqual({ limit: "limit deve ser um número de 1 a 100." });
    }
  });

  it("refuses the same periodic revision of one vehicle twice, naming the booking it already has", async () => {
    const ownerId = await owner("revision-twice-owner");
    const vehicle = { modelCode: "BT41", modelYear: 2025, plate: "RVT4A21" };
    const first = await writeBooking(
      ownerId,
      body({ vehicle, revisionNumber: 4, startsAt: at("14:00") }),
      { mode: "confirm" },
    );
    const day = slotDay.split("-").reverse().join("/");
    for (const mode of ["hold", "confirm"] as const) {
      const refused = await rejection(
        writeBooking(ownerId, body({ vehicle, revisionNumber: 4, startsAt: at("15:00") }), {
          mode,
        }),
      );
      expect(refused.status).toBe(409);
      expect(refused.message).toBe(
        `Este veículo já tem a 4ª revisão agendada para ${day}. Reagende ou cancele o agendamento existente.`,
      );
      expect(refused.details).toMatchObject({
        bookingHref: `/agendamento/servicos/confirmacao?id=${first.id}`,
      });
    }
    // Nothing saved is lost, and another revision, another car or a cancelled booking is free.
    expect((await getBooking(ownerId, first.id)).status).toBe("confirmed");
    const fifth = await writeBooking(
      ownerId,
      body({ vehicle, revisionNumber: 5, serviceCodes: [], startsAt: at("15:30") }),
      { mode: "confirm" },
    );
    await cancelBooking(ownerId, first.id, undefined);
    const again = await writeBooking(
      ownerId,
      body({ vehicle, revisionNumber: 4, startsAt: at("16:00") }),
      { mode: "confirm" },
    );
    expect(again.status).toBe("confirmed");
    for (const id of [fifth.id, again.id]) await cancelBooking(ownerId, id, undefined);
  });

  it("books a revision once when the owner confirms it for two days, or at two dealers, at the same instant", async () => {
    const ownerId = await owner("revision-race-owner");
    const vehicle = { modelCode: "BT41", modelYear: 2025, plate: "RCE5B32" };
    const [other] = await database()
      .select({ code: dealers.code })
      .from(dealers)
      .where(ne(dealers.code, dealerCode))
      .limit(1);
    if (!other) throw new Error("seed has a single dealer");
    const firstDay = await freeSlotFrom(dealerCode, 20);
    const cases = [
      // Two days of one dealer: each write locks a dealer-day of its own.
      { revisionNumber: 6, slots: [firstDay, await freeSlotFrom(dealerCode, firstDay.ahead + 1)] },
      // One day of two dealers.
      { revisionNumber: 7, slots: [firstDay, await freeSlotFrom(other.code, firstDay.ahead)] },
    ];
    for (const { revisionNumber, slots } of cases) {
      const results = await Promise.allSettled(
        slots.map((slot) =>
          writeBooking(
            ownerId,
            revisionBooking(slot.dealerCode, slot, { vehicle, revisionNumber }),
            { mode: "confirm" },
          ),
        ),
      );
      const won = results.flatMap((r, index) =>
        r.status === "fulfilled" ? [{ id: r.value.id, day: slots[index]?.day ?? "" }] : [],
      );
      const lost = results.flatMap((r) => (r.status === "rejected" ? [asAnswered(r.reason)] : []));
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      const [booking] = won;
      const [refused] = lost;
      if (!booking || !refused) throw new Error("expected one booking and one refusal");
      expect(refused.status).toBe(409);
      expect(refused.message).toBe(
        schedulingTexts.errors.revisionAlreadyBooked(
          revisionNumber,
          booking.day.split("-").reverse().join("/"),
        ),
      );
      expect(refused.details).toMatchObject({
        bookingHref: `/agendamento/servicos/confirmacao?id=${booking.id}`,
      });
      const confirmed = await database()
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.ownerId, ownerId),
            eq(bookings.plate, vehicle.plate),
            eq(bookings.status, "confirmed"),
          ),
        );
      expect(confirmed).toEqual([{ id: booking.id }]);
      await cancelBooking(ownerId, booking.id, undefined);
    }
  });

  it("refuses an additional service the vehicle already has booked, naming the booking that has it", async () => {
    const ownerId = await owner("service-twice-owner");
    const car = { modelCode: "BT41", modelYear: 2025, plate: "SRV2A34" };
    const services = (
      slot: { dealerCode: string; consultantId: number; startsAt: string },
      serviceCodes: string[],
      vehicle = car,
    ) =>
      revisionBooking(slot.dealerCode, slot, {
        flowType: "additional_services",
        revisionNumber: null,
        serviceCodes,
        vehicle,
      });
    const liveOfCar = () =>
      database()
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.ownerId, ownerId),
            eq(bookings.plate, car.plate),
            eq(bookings.status, "confirmed"),
          ),
        );
    const firstSlot = await freeSlotFrom(dealerCode, 60);
    const first = await writeBooking(ownerId, services(firstSlot, ["PALHETAS"]), {
      mode: "confirm",
    });
    // The second tab: the same wipers, with an alignment, a day later. Refused when its time is
    // held and when it is confirmed.
    const secondSlot = await freeSlotFrom(dealerCode, firstSlot.ahead + 1);
    const message = bookingRefusalTexts.serviceAlreadyBooked(
      "Palhetas do limpador",
      firstSlot.day.split("-").reverse().join("/"),
    );
    for (const mode of ["hold", "confirm"] as const) {
      const refused = await rejection(
        writeBooking(ownerId, services(secondSlot, ["ALINHAMENTO", "PALHETAS"]), { mode }),
      );
      expect(refused.status).toBe(409);
      expect(refused.message).toBe(message);
      expect(refused.message).toMatch(
        /^Este veículo já tem o serviço Palhetas do limpador agendado para \d{2}\/\d{2}\/\d{4}\./,
      );
      expect(refused.details).toMatchObject({
        bookingHref: `/agendamento/servicos/confirmacao?id=${first.id}`,
      });
    }
    expect(await liveOfCar()).toEqual([{ id: first.id }]);
    expect(
      await database().$count(
        bookings,
        and(eq(bookings.ownerId, ownerId), eq(bookings.status, "held")),
      ),
    ).toBe(0);

    // Another service of the car, or the same one for another car, is free to book.
    const alignment = await writeBooking(ownerId, services(secondSlot, ["ALINHAMENTO"]), {
      mode: "confirm",
    });
    const otherCar = { ...car, plate: "SRV2A35" };
    const otherSlot = await freeSlotFrom(dealerCode, secondSlot.ahead + 1);
    const otherCarWipers = await writeBooking(
      ownerId,
      services(otherSlot, ["PALHETAS"], otherCar),
      { mode: "confirm" },
    );

    // The booking that has the service moves to another time: its own service does not refuse it.
    const [, laterThatDay] = (await dealerDayCalendar(dealerCode, firstSlot.day)).slots;
    if (!laterThatDay) throw new Error("no second slot that day");
    const moved = await rescheduleBooking(ownerId, first.id, {
      consultantId: laterThatDay.consultantId,
      startsAt: laterThatDay.startsAt,
    });
    expect(moved.startsAt).toBe(laterThatDay.startsAt);
    expect(moved.status).toBe("confirmed");

    // Once cancelled, its service can be booked again.
    await cancelBooking(ownerId, first.id, undefined);
    const againSlot = await freeSlotFrom(dealerCode, otherSlot.ahead + 1);
    const again = await writeBooking(ownerId, services(againSlot, ["PALHETAS"]), {
      mode: "confirm",
    });
    expect(again.services.map((service) => service.code)).toEqual(["PALHETAS"]);
    expect((await liveOfCar()).map((row) => row.id).sort()).toEqual(
      [alignment.id, again.id].sort(),
    );
    for (const id of [alignment.id, again.id, otherCarWipers.id]) {
      await cancelBooking(ownerId, id, undefined);
    }
  });

  it("books an additional service once when the owner confirms it from two tabs at the same instant", async () => {
    const ownerId = await owner("service-race-owner");
    const vehicle = { modelCode: "BT41", modelYear: 2025, plate: "SRC3C45" };
    const [other] = await database()
      .select({ code: dealers.code })
      .from(dealers)
      .where(ne(dealers.code, dealerCode))
      .limit(1);
    if (!other) throw new Error("seed has a single dealer");
    const firstDay = await freeSlotFrom(dealerCode, 64);
    const cases = [
      // Two days of one dealer: each write locks a dealer-day of its own.
      [firstDay, await freeSlotFrom(dealerCode, firstDay.ahead + 1)],
      // One day of two dealers.
      [firstDay, await freeSlotFrom(other.code, firstDay.ahead)],
    ];
    for (const slots of cases) {
      const results = await Promise.allSettled(
        slots.map((slot) =>
          writeBooking(
            ownerId,
            revisionBooking(slot.dealerCode, slot, {
              flowType: "additional_services",
              revisionNumber: null,
              serviceCodes: ["HIGIENIZACAO-AC"],
              vehicle,
            }),
            { mode: "confirm" },
          ),
        ),
      );
      const won = results.flatMap((r, index) =>
        r.status === "fulfilled" ? [{ id: r.value.id, day: slots[index]?.day ?? "" }] : [],
      );
      const lost = results.flatMap((r) => (r.status === "rejected" ? [asAnswered(r.reason)] : []));
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      const [booking] = won;
      const [refused] = lost;
      if (!booking || !refused) throw new Error("expected one booking and one refusal");
      expect(refused.status).toBe(409);
      expect(refused.message).toBe(
        bookingRefusalTexts.serviceAlreadyBooked(
          "Higienização do ar-condicionado",
          booking.day.split("-").reverse().join("/"),
        ),
      );
      const confirmed = await database()
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.ownerId, ownerId),
            eq(bookings.plate, vehicle.plate),
            eq(bookings.status, "confirmed"),
          ),
        );
      expect(confirmed).toEqual([{ id: booking.id }]);
      await cancelBooking(ownerId, booking.id, undefined);
    }
  });

  it("drops a problem report's photos when its booking is cancelled, by the owner or with its car", async () => {
    const ownerId = await owner("photo-owner");
    const photos = [
      { fileName: "ruido.jpg", contentType: "image/jpeg", content: "/9j/4AAQSkZJRg==" },
    ];
    const report = async (ahead: number, vehicle: Record<string, unknown>) => {
      const { consultantId, startsAt } = await freeSlotFrom(dealerCode, ahead);
      return writeBooking(
        ownerId,
        body({
          flowType: "report_inconvenience",
          vehicle,
          revisionNumber: null,
          serviceCodes: [],
          additionalInformation: "Luz da injeção acesa no painel.",
          consultantId,
          startsAt,
          photos,
        }),
        { mode: "confirm" },
      );
    };
    const photosOf = (id: string) =>
      database().$count(bookingPhotos, eq(bookingPhotos.bookingId, id));
    const typed = await report(36, { modelCode: "BT41", modelYear: 2025, plate: "FOT1A23" });
    expect(await photosOf(typed.id)).toBe(1);
    await cancelBooking(ownerId, typed.id, undefined);
    expect(await photosOf(typed.id)).toBe(0);

    const { garageCar } = await ownerWithGarageCar(ownerId, "9BWZZZ6HZRP000079", "FOT2B34");
    const ofCar = await report(37, garageCar);
    expect(await photosOf(ofCar.id)).toBe(1);
    await database().transaction((tx) => vehicleDepartureOf(ownerId)(tx, garageCar.vehicleId));
    expect(await photosOf(ofCar.id)).toBe(0);
  });

  it("leaves the garage's reading and its date alone when a problem report, which asks no mileage, is confirmed", async () => {
    const readAt = new Date("2025-06-22T15:00:00Z");
    const { ownerId, garageCar } = await ownerWithGarageCar(
      "owner-reporting-a-problem",
      "9BWZZZ6HZRP000078",
      "RPT1A23",
      { mileageKm: 21_000, mileageReadAt: readAt },
    );
    const { consultantId, startsAt } = await freeSlotFrom(dealerCode, 33);
    await writeBooking(
      ownerId,
      body({
        flowType: "report_inconvenience",
        vehicle: garageCar,
        mileageKm: 21_000,
        revisionNumber: null,
        serviceCodes: [],
        additionalInformation: "Barulho na suspensão dianteira ao passar em lombadas.",
        consultantId,
        startsAt,
      }),
      { mode: "confirm" },
    );
    const [row] = await database()
      .select({ mileageKm: vehicles.mileageKm, readAt: vehicles.mileageReadAt })
      .from(vehicles)
      .where(eq(vehicles.id, garageCar.vehicleId));
    expect(row).toEqual({ mileageKm: 21_000, readAt });
    expect(
      await database().$count(
        vehicleMileageReadings,
        eq(vehicleMileageReadings.vehicleId, garageCar.vehicleId),
      ),
    ).toBe(0);
  });

  it("takes a confirmed booking's mileage as the garage's new reading, never lowers it, and refuses a lower figure not confirmed", async () => {
    const { ownerId, garageCar } = await ownerWithGarageCar(
      "owner-with-an-old-reading",
      "9BWZZZ6HZRP000077",
      "RDG1A23",
      { mileageKm: 21_000, mileageReadAt: new Date("2025-06-22T15:00:00Z") },
    );
    const car = { id: garageCar.vehicleId };
    const garage = async () => {
      const [row] = await database()
        .select({ mileageKm: vehicles.mileageKm, readAt: vehicles.mileageReadAt })
        .from(vehicles)
        .where(eq(vehicles.id, car.id));
      const readings = await database()
        .select({
          mileageKm: vehicleMileageReadings.mileageKm,
          source: vehicleMileageReadings.source,
        })
        .from(vehicleMileageReadings)
        .where(eq(vehicleMileageReadings.vehicleId, car.id));
      return { mileageKm: row?.mileageKm, readAt: row?.readAt, readings };
    };
    const booking = (mileageKm: number) =>
      body({ vehicle: { vehicleId: car.id }, mileageKm, startsAt: at("17:00") });

    // A held slot is no reading: the owner has not confirmed anything yet.
    await writeBooking(ownerId, booking(26_500), { mode: "hold" });
    expect((await garage()).mileageKm).toBe(21_000);

    const confirmed = await writeBooking(ownerId, booking(26_500), { mode: "confirm" });
    const raised = await garage();
    expect(raised.mileageKm).toBe(26_500);
    expect(raised.readAt?.getFullYear()).toBeGreaterThan(2025);
    expect(raised.readings).toEqual([{ mileageKm: 26_500, source: "owner" }]);

    // A lower figure is refused, with the garage's words, until the owner confirms it; confirmed,
    // it is the booking's alone: lowering the garage's reading is left to the garage's own form.
    await cancelBooking(ownerId, confirmed.id, undefined);
    for (const mode of ["hold", "confirm"] as const) {
      const refused = await rejection(writeBooking(ownerId, booking(20_000), { mode }));
      expect(refused.status).toBe(400);
      expect(refused.fields).toEqual({
        mileageKm:
          "A quilometragem é menor que a última registrada (26.500 km). Confirme se o valor está certo.",
      });
    }
    const lower = await writeBooking(
      ownerId,
      { ...booking(20_000), confirmLower: true },
      { mode: "confirm" },
    );
    const [stored] = await database()
      .select({ mileageKm: bookings.mileageKm })
      .from(bookings)
      .where(eq(bookings.id, lower.id));
    expect(stored?.mileageKm).toBe(20_000);
    const kept = await garage();
    expect(kept.mileageKm).toBe(26_500);
    expect(kept.readings).toHaveLength(1);
  });

  describe("a car picked from the garage and the same car typed in by its plate are one car", () => {
    const day = (slot: { day: string }) => slot.day.split("-").reverse().join("/");
    // The recall's coverage is not what is checked here: every campaign covers these cars.
    const coverAll = { mode: "confirm", recallCoverage: async () => true } as const;

    function work(
      slot: { dealerCode: string; consultantId: number; startsAt: string },
      vehicle: Record<string, unknown>,
      work: { serviceCodes?: string[]; recallCampaign?: string },
    ) {
      return revisionBooking(slot.dealerCode, slot, {
        flowType: work.recallCampaign ? "recall" : "additional_services",
        revisionNumber: null,
        serviceCodes: work.serviceCodes ?? [],
        recallCampaign: work.recallCampaign ?? null,
        vehicle,
      });
    }

    async function liveBookingsOf(ownerId: string) {
      return (
        await database()
          .select({ id: bookings.id })
          .from(bookings)
          .where(and(eq(bookings.ownerId, ownerId), eq(bookings.status, "confirmed")))
      ).map((row) => row.id);
    }

    it("refuses a service booked from the garage again for the plate typed in, and a recall's repair typed in again from the garage", async () => {
      const { ownerId, garageCar } = await ownerWithGarageCar(
        "garage-and-typed-owner",
        "9BWZZZ6HZRP000002",
        "GTP4E71",
      );
      // Typed as an owner types it: lower case, with a hyphen, and the model year mistaken.
      const typedCar = { modelCode: "BT41", modelYear: 2025, plate: "gtp-4e71" };

      const wipersSlot = await freeSlotFrom(dealerCode, 30);
      const wipers = await writeBooking(
        ownerId,
        work(wipersSlot, garageCar, { serviceCodes: ["PALHETAS"] }),
        coverAll,
      );
      const secondSlot = await freeSlotFrom(dealerCode, wipersSlot.ahead + 1);
      const refusedService = await rejection(
        writeBooking(
          ownerId,
          work(secondSlot, typedCar, { serviceCodes: ["ALINHAMENTO", "PALHETAS"] }),
          coverAll,
        ),
      );
      expect(refusedService.status).toBe(409);
      expect(refusedService.message).toBe(
        bookingRefusalTexts.serviceAlreadyBooked("Palhetas do limpador", day(wipersSlot)),
      );
      expect(refusedService.details).toMatchObject({
        bookingHref: `/agendamento/servicos/confirmacao?id=${wipers.id}`,
      });

      const recall = await writeBooking(
        ownerId,
        work(secondSlot, typedCar, { recallCampaign: "24BX" }),
        coverAll,
      );
      const thirdSlot = await freeSlotFrom(dealerCode, secondSlot.ahead + 1);
      const refusedRecall = await rejection(
        writeBooking(ownerId, work(thirdSlot, garageCar, { recallCampaign: "24BX" }), coverAll),
      );
      expect(refusedRecall.status).toBe(409);
      expect(refusedRecall.message).toBe(
        bookingRefusalTexts.recallAlreadyBooked("24BX", day(secondSlot)),
      );
      expect(refusedRecall.details).toMatchObject({
        bookingHref: `/agendamento/servicos/confirmacao?id=${recall.id}`,
      });
      expect((await liveBookingsOf(ownerId)).sort()).toEqual([wipers.id, recall.id].sort());

      // Other work of the car is still free to book, from either side.
      const alignment = await writeBooking(
        ownerId,
        work(thirdSlot, garageCar, { serviceCodes: ["ALINHAMENTO"] }),
        coverAll,
      );
      for (const id of [wipers.id, recall.id, alignment.id]) {
        await cancelBooking(ownerId, id, undefined);
      }
    });

    it("refuses a service typed in twice for one plate, the model or year typed differently", async () => {
      const ownerId = await owner("typed-twice-owner");
      const firstSlot = await freeSlotFrom(dealerCode, 35);
      const first = await writeBooking(
        ownerId,
        work(
          firstSlot,
          { modelCode: "BT41", modelYear: 2024, plate: "TPD5F82" },
          {
            serviceCodes: ["PALHETAS"],
          },
        ),
        coverAll,
      );
      const secondSlot = await freeSlotFrom(dealerCode, firstSlot.ahead + 1);
      const refused = await rejection(
        writeBooking(
          ownerId,
          work(
            secondSlot,
            { modelCode: "BZ11", modelYear: 2023, plate: "tpd 5f82" },
            {
              serviceCodes: ["PALHETAS"],
            },
          ),
          coverAll,
        ),
      );
      expect(refused.status).toBe(409);
      expect(refused.message).toBe(
        bookingRefusalTexts.serviceAlreadyBooked("Palhetas do limpador", day(firstSlot)),
      );
      expect(await liveBookingsOf(ownerId)).toEqual([first.id]);
      await cancelBooking(ownerId, first.id, undefined);
    });

    it("books a service once when it is confirmed from the garage and by the plate at the same instant", async () => {
      const { ownerId, garageCar } = await ownerWithGarageCar(
        "garage-and-typed-race-owner",
        "9BWZZZ6HZRP000003",
        "GRC6G93",
      );
      const firstSlot = await freeSlotFrom(dealerCode, 40);
      const secondSlot = await freeSlotFrom(dealerCode, firstSlot.ahead + 1);
      const results = await Promise.allSettled([
        writeBooking(
          ownerId,
          work(firstSlot, garageCar, { serviceCodes: ["HIGIENIZACAO-AC"] }),
          coverAll,
        ),
        writeBooking(
          ownerId,
          work(
            secondSlot,
            { modelCode: "BT41", modelYear: 2024, plate: "GRC6G93" },
            {
              serviceCodes: ["HIGIENIZACAO-AC"],
            },
          ),
          coverAll,
        ),
      ]);
      const won = results.flatMap((result) =>
        result.status === "fulfilled" ? [result.value] : [],
      );
      const lost = results.flatMap((result) =>
        result.status === "rejected" ? [asAnswered(result.reason)] : [],
      );
      expect(won).toHaveLength(1);
      expect(lost.map((refusal) => refusal.status)).toEqual([409]);
      expect(await liveBookingsOf(ownerId)).toEqual(won.map((booking) => booking.id));
      for (const booking of won) await cancelBooking(ownerId, booking.id, undefined);
    });
  });

  it("keeps an owner to five bookings to come, sent one by one or at once, and to one dealer at a time", async () => {
    const hoarder = await owner("calendar-hoarder");
    const typed = (index: number) => ({
      modelCode: "BT11",
      modelYear: 2026,
      plate: `HRD1A${index}0`,
    });
    // Eight slots of one dealer on days of their own, all sent at the same instant.
    const slots = [];
    let ahead = 40;
    for (let index = 0; index < 8; index += 1) {
      const slot = await freeSlotFrom(dealerCode, ahead);
      slots.push(slot);
      ahead = slot.ahead + 1;
    }
    const results = await Promise.allSettled(
      slots.map((slot, index) =>
        writeBooking(hoarder, body({ ...slot, vehicle: typed(index) }), { mode: "confirm" }),
      ),
    );
    const lost = results.flatMap((r) => (r.status === "rejected" ? [asAnswered(r.reason)] : []));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
    expect(lost.map((refusal) => [refusal.status, refusal.message])).toEqual(
      Array.from({ length: 3 }, () => [409, schedulingTexts.errors.upcomingLimit(5)]),
    );
    const stored = await database()
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.ownerId, hoarder), eq(bookings.status, "confirmed")));
    expect(stored).toHaveLength(5);

    // A booking cancelled frees its place: the owner books again.
    const [first] = stored;
    if (!first) throw new Error("no booking stored");
    await cancelBooking(hoarder, first.id, undefined);
    const again = slots[7];
    if (!again) throw new Error("no eighth slot");
    await writeBooking(hoarder, body({ ...again, vehicle: typed(7) }), { mode: "confirm" });

    // Another owner's booking at one dealer, then the same time at another dealer: refused.
    const traveller = await owner("two-places-owner");
    const [elsewhere] = await database()
      .select({ code: dealers.code })
      .from(dealers)
      .where(ne(dealers.code, dealerCode))
      .limit(1);
    if (!elsewhere) throw new Error("seed has a single dealer");
    const { here, there, later } = await twoPlacesDay(elsewhere.code);
    await writeBooking(traveller, body({ ...here, vehicle: typed(8) }), { mode: "confirm" });
    const refusal = await rejection(
      writeBooking(
        traveller,
        revisionBooking(elsewhere.code, there, {
          vehicle: typed(9),
          serviceCodes: ["ALINHAMENTO"],
        }),
        { mode: "confirm" },
      ),
    );
    expect([refusal.status, refusal.message]).toEqual([
      409,
      schedulingTexts.errors.bookedElsewhere,
    ]);
    expect(
      await database()
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.ownerId, traveller), eq(bookings.status, "confirmed"))),
    ).toHaveLength(1);

    // Booked there at another hour, then moved onto the same time: refused too, and kept.
    const second = await writeBooking(
      traveller,
      revisionBooking(elsewhere.code, later, { vehicle: typed(9), serviceCodes: ["ALINHAMENTO"] }),
      { mode: "confirm" },
    );
    const moveRefusal = await rejection(
      rescheduleBooking(traveller, second.id, {
        consultantId: there.consultantId,
        startsAt: there.startsAt,
      }),
    );
    expect([moveRefusal.status, moveRefusal.message]).toEqual([
      409,
      schedulingTexts.errors.bookedElsewhere,
    ]);
    const [kept] = await database()
      .select({ startsAt: bookings.startsAt })
      .from(bookings)
      .where(eq(bookings.id, second.id));
    expect(kept?.startsAt.toISOString()).toBe(new Date(later.startsAt).toISOString());
  });

  it("keeps one live hold per owner: a script cannot block a dealer's day by holding slot after slot", async () => {
    let day = "";
    let free: { consultantId: number; startsAt: string }[] = [];
    for (let offset = 30; free.length < 4; offset += 1) {
      day = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      free = (await dealerDayCalendar(dealerCode, day)).slots
        .slice(0, 4)
        .map(({ consultantId, startsAt }) => ({ consultantId, startsAt }));
    }
    const holder = await owner("slot-hoarder");
    const bystander = await owner("slot-bystander");
    const [first, ...rest] = free;
    if (!first) throw new Error("no free slot");
    const theirs = await writeBooking(bystander, body(first), { mode: "hold" });
    // Each hold used to stand for its 10 minutes: at the owner-write limit, 60 slots per account.
    let last = theirs;
    for (const [index, slot] of rest.entries()) {
      last = await writeBooking(
        holder,
        body({ ...slot, vehicle: { modelCode: "BT41", modelYear: 2025, plate: `ABC1D2${index}` } }),
        { mode: "hold" },
      );
    }
    const held = await database()
      .select({ id: bookings.id, ownerId: bookings.ownerId })
      .from(bookings)
      .where(and(eq(bookings.status, "held"), inArray(bookings.ownerId, [holder, bystander])));
    expect(held.sort((a, b) => a.ownerId.localeCompare(b.ownerId))).toEqual([
      { id: theirs.id, ownerId: bystander },
      { id: last.id, ownerId: holder },
    ]);
  });
});
