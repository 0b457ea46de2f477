import { describe, expect, it } from "vitest";
import { emptyCart, type CartVehicle } from "../domain/booking-cart";
import { withGarageVehicleNow } from "./saved-booking-replay";

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
