import { describe, expect, it } from "vitest";
import { maxMileageKm } from "@/features/garage";
import { readingProblem } from "@/lib/odometer";
import {
  bookingDraftSchema,
  claimBodySchema,
  mileageQuerySchema,
  mileageSchema,
} from "./booking-schema";

const message = (value: unknown) => mileageSchema.safeParse(value).error?.issues[0]?.message;

describe("the booking's mileage follows the garage's reading rule", () => {
  it.each([0, 45_210, 1_500_000])("takes %d km", (km) => {
    expect(mileageSchema.parse(km)).toBe(km);
  });

  it.each([
    [1_500_001, "A quilometragem vai até 1.500.000 km. Confira o número digitado."],
    [1_600_000, "A quilometragem vai até 1.500.000 km. Confira o número digitado."],
    [2_000_001, "A quilometragem vai até 1.500.000 km. Confira o número digitado."],
    [-1, "A quilometragem não pode ser negativa."],
    [10.5, "Informe a quilometragem em quilômetros inteiros, como 45.210."],
    ["45210", "Informe a quilometragem em quilômetros inteiros, como 45.210."],
  ])("refuses %j with its own message", (km, expected) => {
    expect(message(km)).toBe(expected);
  });

  it("takes and refuses the readings the garage takes and refuses", () => {
    for (const km of [-1, 0, 1_499_999, 1_500_000, 1_500_001, 1_600_000, 2_000_000, 2_000_001]) {
      expect(mileageSchema.safeParse(km).success, String(km)).toBe(readingProblem(km) === null);
    }
    expect(maxMileageKm).toBe(1_500_000);
  });

  it.each([
    ["1500000", true, undefined],
    ["1500001", false, "A quilometragem vai até 1.500.000 km. Confira o número digitado."],
    ["2000000", false, "A quilometragem vai até 1.500.000 km. Confira o número digitado."],
    ["-1", false, "A quilometragem não pode ser negativa."],
    ["10.5", false, "Informe a quilometragem em quilômetros inteiros, como 45.210."],
    ["dez mil", false, "Informe a quilometragem em quilômetros inteiros, como 45.210."],
    ["", false, "Informe a quilometragem em quilômetros inteiros, como 45.210."],
    [" ", false, "Informe a quilometragem em quilômetros inteiros, como 45.210."],
    [" 45210 ", true, undefined],
  ])("reads %j typed in a query string by the same rule", (text, taken, expected) => {
    const parsed = mileageQuerySchema.safeParse(text);
    expect(parsed.success).toBe(taken);
    expect(parsed.error?.issues[0]?.message).toBe(expected);
  });

  it("holds a booking's mileage and a correction's odometer to it", () => {
    const booking = bookingDraftSchema.safeParse({ mileageKm: 1_600_000 });
    expect(booking.error?.issues.find((issue) => issue.path[0] === "mileageKm")?.message).toBe(
      "A quilometragem vai até 1.500.000 km. Confira o número digitado.",
    );
    const claim = claimBodySchema.safeParse({ revisionOdometer: 2_000_001 });
    expect(claim.error?.issues.find((issue) => issue.path[0] === "revisionOdometer")?.message).toBe(
      "A quilometragem vai até 1.500.000 km. Confira o número digitado.",
    );
  });
});

describe("the booking's time", () => {
  const startsAtMessage = (startsAt: unknown) =>
    bookingDraftSchema.shape.startsAt.safeParse(startsAt).error?.issues[0]?.message;

  it("takes a date and time with its offset", () => {
    expect(startsAtMessage("2026-12-01T09:00:00-03:00")).toBeUndefined();
    expect(startsAtMessage("2026-12-01T12:00:00Z")).toBeUndefined();
  });

  it.each(["2026-12-01", "2026-12-01T09:00:00", "amanhã"])(
    "refuses %j, naming the form it takes",
    (startsAt) => {
      expect(startsAtMessage(startsAt)).toBe(
        "Informe o horário com data, hora e fuso, como 2026-12-01T09:00:00-03:00.",
      );
    },
  );
});
