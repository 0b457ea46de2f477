import { afterEach, describe, expect, it, vi } from "vitest";
import { emptyCart, type BookingCart, type CartVehicle } from "../domain/booking-cart";
import { savedBookingKey } from "./saved-booking";
import { savedCartFor, withGarageVehicleNow } from "./saved-booking-replay";
import type { WizardSetup } from "./wizard-types";

const car = (id: number | null, extra: Partial<CartVehicle> = {}): CartVehicle => ({
  id,
  modelCode: "BT41",
  modelName: "T-Cross",
  modelYear: 2024,
  plate: "ABC1D23",
  vin: id ? "9BWZZZ6HZRP000001" : null,
  mileageKm: 12_000,
  soldOn: id ? "2024-02-10" : null,
  ...extra,
});

describe("withGarageVehicleNow", () => {
  it("drops a saved booking whose garage car is no longer in this owner's garage", () => {
    const saved = { ...emptyCart, vehicle: car(7) };
    expect(withGarageVehicleNow(saved, [car(8)])).toBeNull();
    expect(withGarageVehicleNow(saved, [])).toBeNull();
  });

  it("takes the garage's car as it is now, with its latest reading", () => {
    const saved = { ...emptyCart, vehicle: car(7, { mileageKm: 12_000 }) };
    const now = car(7, { mileageKm: 15_400, mileageReadOn: "2026-11-30" });
    expect(withGarageVehicleNow(saved, [now])?.vehicle).toEqual(now);
  });

  it("keeps a vehicle typed in as it was typed", () => {
    const saved = { ...emptyCart, vehicle: car(null) };
    expect(withGarageVehicleNow(saved, [])).toBe(saved);
  });
});

describe("savedCartFor", () => {
  afterEach(() => vi.unstubAllGlobals());

  const garageCar = car(7);
  const setup = (revisionNumber: number | null): WizardSetup => ({
    flow: "periodic_revision",
    origin: "MY_ACCOUNT",
    loggedIn: true,
    ownerContact: null,
    myVehicles: [garageCar],
    initialVehicle: garageCar,
    initialDealer: null,
    models: [],
    dealers: [],
    states: [],
    shopperPlace: null,
    revisionNumber,
    recallCampaign: null,
    initialServices: [],
    vin: null,
    bookedRevisions: {},
    revisionsDone: {},
    linkedRevisionBooked: null,
    today: "2026-12-01",
    lastDay: "2027-01-30",
  });
  const tabWith = (cart: BookingCart) => {
    const saved = JSON.stringify({ flow: "periodic_revision", cart, confirmedStep: 4 });
    vi.stubGlobal("window", {
      sessionStorage: { getItem: (key: string) => (key === savedBookingKey ? saved : null) },
    });
  };
  const withRevision = (revisionNumber: number): BookingCart => ({
    ...emptyCart,
    vehicle: garageCar,
    selectedRevision: { revisionNumber, price: 689.9, durationMinutes: 90 },
  });

  it("starts from the garage's link when it names another revision than the one saved", () => {
    tabWith(withRevision(2));
    expect(savedCartFor(setup(3))).toBeNull();
  });

  it("keeps the saved booking for the link's own revision, or for a link naming none", () => {
    tabWith(withRevision(3));
    expect(savedCartFor(setup(3))?.selectedRevision?.revisionNumber).toBe(3);
    tabWith(withRevision(2));
    expect(savedCartFor(setup(null))?.selectedRevision?.revisionNumber).toBe(2);
  });

  it("keeps a saved booking that has not reached its revision yet", () => {
    tabWith({ ...emptyCart, vehicle: garageCar, mileage: 21_000 });
    expect(savedCartFor(setup(3))?.mileage).toBe(21_000);
  });
});
