import { describe, expect, it } from "vitest";
import {
  bookingCartReducer,
  emptyCart,
  type BookingCart,
  type BookingCartAction,
  type ServiceInput,
  startingMileageText,
} from "./booking-cart";

const revision: ServiceInput = {
  code: "REV-1",
  name: "1ª revisão",
  serviceType: "1",
  price: 689.9,
  freeOffer: false,
};
const alignment: ServiceInput = {
  code: "ALINHAMENTO",
  name: "Alinhamento",
  serviceType: "2",
  price: 129.9,
  freeOffer: false,
};
const onRequest: ServiceInput = {
  code: "FUNILARIA",
  name: "Funilaria",
  serviceType: "2",
  price: 0,
  freeOffer: false,
};
const freeCheck: ServiceInput = {
  code: "CHECKUP",
  name: "Check-up",
  serviceType: "2",
  price: 0,
  freeOffer: true,
};
const freeRevision: ServiceInput = {
  code: "REV-0",
  name: "Revisão",
  serviceType: "1",
  price: 0,
  freeOffer: false,
};
const vehicle = {
  id: 7,
  modelCode: "BT41",
  modelName: "T-Cross",
  modelYear: 2025,
  plate: "ABC1D23",
  vin: null,
  mileageKm: 12000,
  soldOn: "2025-01-10",
};

const run = (actions: BookingCartAction[], start: BookingCart = emptyCart) =>
  actions.reduce(bookingCartReducer, start);

describe("bookingCartReducer: adding and removing services", () => {
  it.each([
    ["a revision", [revision], 689.9, false],
    ["two priced services", [revision, alignment], 819.8, false],
    ["a service on request", [alignment, onRequest], 129.9, true],
    ["a free offer at 0", [freeCheck], 0, false],
    ["a revision at 0 (serviceType '1')", [freeRevision], 0, false],
    [
      "0.1 + 0.2 without float drift",
      [
        { ...alignment, price: 0.1 },
        { ...alignment, price: 0.2 },
      ],
      0.3,
      false,
    ],
  ] as const)("%s", (_name, services, total, priceOnRequest) => {
    const cart = run(services.map((service) => ({ type: "addService", service })));
    expect(cart.total).toBe(total);
    expect(cart.priceOnRequest).toBe(priceOnRequest);
    expect(new Set(cart.services.map((s) => s.itemListId)).size).toBe(services.length);
  });

  it("gives each added item its own id, even for the same service twice", () => {
    const cart = run([
      { type: "addService", service: alignment },
      { type: "addService", service: alignment },
    ]);
    expect(cart.services.map((s) => s.itemListId)).toEqual(["ALINHAMENTO-1", "ALINHAMENTO-2"]);
    expect(cart.services.every((s) => s.isFreeOffer === false)).toBe(true);
  });

  it("subtracts a removed service and recomputes priceOnRequest", () => {
    const cart = run([
      { type: "addService", service: revision },
      { type: "addService", service: onRequest },
    ]);
    const removed = bookingCartReducer(cart, { type: "removeService", itemListId: "FUNILARIA-2" });
    expect(removed.total).toBe(689.9);
    expect(removed.priceOnRequest).toBe(false);
    expect(bookingCartReducer(removed, { type: "removeService", itemListId: "nope" })).toEqual(
      removed,
    );
  });

  it("keeps ids unique after a clear", () => {
    const cleared = run([{ type: "addService", service: alignment }, { type: "clearCart" }]);
    const again = bookingCartReducer(cleared, { type: "addService", service: alignment });
    expect(again.services[0]?.itemListId).toBe("ALINHAMENTO-2");
  });
});

describe("bookingCartReducer: the other actions", () => {
  const config = {
    consultantId: 3,
    consultantName: "Ana Souza",
    consultantDocumentNumber: "12345678909",
    dealerCode: "10000",
    createDate: "2026-11-23T14:00:00.000Z",
    startDate: "2026-11-25T11:00:00.000Z",
    endDate: "2026-11-25T11:30:00.000Z",
    shift: "Manhã" as const,
  };
  const dealer = { code: "10000", name: "Aliança Veículos", city: "São Paulo", stateCode: "SP" };

  it.each<[string, BookingCartAction, Partial<BookingCart>]>([
    ["setVehicle", { type: "setVehicle", vehicle }, { vehicle }],
    ["setDealer", { type: "setDealer", dealer }, { dealer }],
    [
      "setSelectedRevision",
      {
        type: "setSelectedRevision",
        revision: { revisionNumber: 2, price: 890, durationMinutes: 120 },
      },
      { selectedRevision: { revisionNumber: 2, price: 890, durationMinutes: 120 } },
    ],
    [
      "setContactData",
      {
        type: "setContactData",
        contactData: { name: "Ana", email: "a@b.com.br", phone: "11912345678", preference: 3 },
      },
      { contactData: { name: "Ana", email: "a@b.com.br", phone: "11912345678", preference: 3 } },
    ],
    [
      "setScheduleConfig sets scheduledDate to its startDate",
      { type: "setScheduleConfig", scheduleConfig: config },
      { scheduleConfig: config, scheduledDate: config.startDate },
    ],
    [
      "setServicePerformedDate",
      { type: "setServicePerformedDate", date: "2026-05-02" },
      { servicePerformedDate: "2026-05-02" },
    ],
    ["setMileage", { type: "setMileage", mileage: 15000 }, { mileage: 15000 }],
    [
      "setAdditionalInformation",
      { type: "setAdditionalInformation", text: "Barulho na suspensão" },
      { additionalInformation: "Barulho na suspensão" },
    ],
    [
      "setRevisionOdometer",
      { type: "setRevisionOdometer", odometer: 10100 },
      { revisionOdometer: 10100 },
    ],
    [
      "setRevisionDate",
      { type: "setRevisionDate", date: "2026-04-30" },
      { revisionDate: "2026-04-30" },
    ],
    [
      "setBadges",
      { type: "setBadges", badges: [{ code: "OFERTA", label: "Oferta", tone: "offer" }] },
      { badgesResponse: [{ code: "OFERTA", label: "Oferta", tone: "offer" }] },
    ],
  ])("%s", (_name, action, expected) => {
    expect(bookingCartReducer(emptyCart, action)).toEqual({ ...emptyCart, ...expected });
  });

  it.each<[string, BookingCartAction]>([
    ["negative mileage", { type: "setMileage", mileage: -1 }],
    ["mileage that is not a number", { type: "setMileage", mileage: Number.NaN }],
    ["negative odometer", { type: "setRevisionOdometer", odometer: -10 }],
    [
      "a vehicle with negative mileage",
      { type: "setVehicle", vehicle: { ...vehicle, mileageKm: -5 } },
    ],
    ["a negative price", { type: "addService", service: { ...alignment, price: -1 } }],
  ])("leaves the cart untouched on %s", (_name, action) => {
    const cart = run([
      { type: "setVehicle", vehicle },
      { type: "addService", service: revision },
    ]);
    expect(bookingCartReducer(cart, action)).toBe(cart);
  });

  it("null takes out a vehicle or a reading that what was typed no longer names", () => {
    const filled = bookingCartReducer(
      bookingCartReducer(emptyCart, { type: "setMileage", mileage: 15000 }),
      { type: "setVehicle", vehicle },
    );
    expect(filled.mileage).toBe(15000);
    expect(filled.vehicle?.modelCode).toBe("BT41");
    const cleared = bookingCartReducer(
      bookingCartReducer(filled, { type: "setMileage", mileage: null }),
      { type: "setVehicle", vehicle: null },
    );
    expect(cleared).toEqual({ ...filled, mileage: null, vehicle: null });
  });

  it("takes a figure below the garage vehicle's last reading only once the owner confirms it", () => {
    const garageCar = { ...vehicle, id: 7, mileageKm: 15_770 };
    const withCar = run([{ type: "setVehicle", vehicle: garageCar }]);
    const typed = bookingCartReducer(withCar, { type: "setMileage", mileage: 12_000 });
    expect(typed.mileage).toBeNull();
    const confirmed = bookingCartReducer(typed, {
      type: "setMileage",
      mileage: 12_000,
      confirmedLower: true,
    });
    expect(confirmed).toMatchObject({ mileage: 12_000, mileageConfirmedLower: true });
    expect(bookingCartReducer(withCar, { type: "setMileage", mileage: 15_770 }).mileage).toBe(
      15_770,
    );
    // A vehicle typed in has no garage reading to stay above.
    const typedCar = run([{ type: "setVehicle", vehicle: { ...garageCar, id: null } }]);
    expect(bookingCartReducer(typedCar, { type: "setMileage", mileage: 12_000 }).mileage).toBe(
      12_000,
    );
  });

  it("another vehicle takes the previous one's reading and revision out, and keeps the rest", () => {
    const first = run([
      { type: "setVehicle", vehicle },
      { type: "setDealer", dealer },
      { type: "setMileage", mileage: 40_000 },
      {
        type: "setSelectedRevision",
        revision: { revisionNumber: 4, price: 689.9, durationMinutes: 120 },
      },
      { type: "addService", service: revision },
      { type: "addService", service: alignment },
      { type: "setRevisionOdometer", odometer: 39_000 },
    ]);
    const other = { ...vehicle, id: 8, modelCode: "BX12", mileageKm: 9_000 };
    const switched = bookingCartReducer(first, { type: "setVehicle", vehicle: other });
    expect(switched).toMatchObject({
      vehicle: other,
      dealer,
      mileage: null,
      mileageConfirmedLower: false,
      selectedRevision: null,
      revisionOdometer: null,
      total: 129.9,
    });
    expect(switched.services.map((service) => service.code)).toEqual(["ALINHAMENTO"]);
  });

  it("the same car set again, or a typed one whose plate is corrected, keeps its reading", () => {
    const read = run([
      { type: "setVehicle", vehicle },
      { type: "setMileage", mileage: 40_000 },
    ]);
    expect(bookingCartReducer(read, { type: "setVehicle", vehicle: { ...vehicle } }).mileage).toBe(
      40_000,
    );
    const typed = { ...vehicle, id: null, plate: "ABC1D23" };
    const typedRead = run([
      { type: "setVehicle", vehicle: typed },
      { type: "setMileage", mileage: 40_000 },
      { type: "setVehicle", vehicle: { ...typed, plate: "ABC1D24" } },
    ]);
    expect(typedRead.mileage).toBe(40_000);
    expect(typedRead.vehicle?.plate).toBe("ABC1D24");
  });

  it("null empties the odometer of a revision done, as an emptied field does", () => {
    const read = bookingCartReducer(emptyCart, { type: "setRevisionOdometer", odometer: 10150 });
    expect(read.revisionOdometer).toBe(10150);
    expect(bookingCartReducer(read, { type: "setRevisionOdometer", odometer: null })).toEqual(
      emptyCart,
    );
  });

  it("a revision taken out takes its line and price out, and keeps the rest", () => {
    const priced = run([
      {
        type: "setSelectedRevision",
        revision: { revisionNumber: 2, price: 689.9, durationMinutes: 120 },
      },
      { type: "addService", service: revision },
      { type: "addService", service: alignment },
    ]);
    const awaiting = bookingCartReducer(priced, { type: "setSelectedRevision", revision: null });
    expect(awaiting).toMatchObject({ selectedRevision: null, total: 129.9 });
    expect(awaiting.services.map((service) => service.code)).toEqual(["ALINHAMENTO"]);
  });

  it("changing dealer drops the slot chosen at the previous one", () => {
    const cart = run([
      { type: "setDealer", dealer },
      { type: "setScheduleConfig", scheduleConfig: config },
      { type: "setDealer", dealer: { ...dealer, code: "10037" } },
    ]);
    expect(cart.scheduleConfig).toBeNull();
    expect(cart.scheduledDate).toBeNull();
  });

  it("a null schedule config takes the lost time out, with its date", () => {
    const cart = run([
      { type: "setScheduleConfig", scheduleConfig: config },
      { type: "setScheduleConfig", scheduleConfig: null },
    ]);
    expect(cart.scheduleConfig).toBeNull();
    expect(cart.scheduledDate).toBeNull();
  });

  it("clear keeps the vehicle and resets everything else", () => {
    const cart = run([
      { type: "setVehicle", vehicle },
      { type: "addService", service: onRequest },
      { type: "setDealer", dealer },
      { type: "setMileage", mileage: 3 },
      { type: "clearCart" },
    ]);
    expect(cart).toEqual({ ...emptyCart, vehicle, itemSequence: 1 });
  });
});

describe("the mileage field's first text", () => {
  const garageCar = {
    id: 7,
    modelCode: "BT41",
    modelName: "T-Cross",
    modelYear: 2026,
    plate: "BRA2E19",
    vin: null,
    soldOn: "2026-11-20",
  };

  it("opens with the cart's reading, else the garage's", () => {
    const vehicle = { ...garageCar, mileageKm: 12_000, mileageReadOn: "2026-11-01" };
    expect(startingMileageText({ mileage: 12_500, vehicle })).toBe("12500");
    expect(startingMileageText({ mileage: null, vehicle })).toBe("12000");
    expect(startingMileageText({ mileage: 0, vehicle })).toBe("0");
  });

  it("opens with a new car's 0 km when the garage read it, and empty when it never did", () => {
    expect(
      startingMileageText({
        mileage: null,
        vehicle: { ...garageCar, mileageKm: 0, mileageReadOn: "2026-11-20" },
      }),
    ).toBe("0");
    expect(
      startingMileageText({
        mileage: null,
        vehicle: { ...garageCar, mileageKm: 0, mileageReadOn: null },
      }),
    ).toBe("");
    expect(startingMileageText({ mileage: null, vehicle: null })).toBe("");
  });
});
