import { describe, expect, it } from "vitest";
import { maxMileageKm } from "@/features/garage";
import { readingProblem } from "@/lib/odometer";
import {
  bookingBodyMaxBytes,
  bookingBodySchema,
  bookingDraftSchema,
  claimBodySchema,
  mileageQuerySchema,
  mileageSchema,
  photoSchema,
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

describe("the problem report's photos", () => {
  it("fit the booking's body cap at three photos of 2 MB, far above the API's 64 kB", () => {
    const photo = (name: string) => ({
      fileName: name,
      contentType: "image/jpeg",
      content: `/9j/${"A".repeat(2_800_000 - 4)}`,
    });
    const booking = {
      flowType: "report_inconvenience",
      vehicle: { modelCode: "BT41", modelYear: 2025, plate: "ABC1D23" },
      mileageKm: 9_800,
      dealerCode: "10000",
      consultantId: 1,
      startsAt: "2026-12-10T09:00:00-03:00",
      additionalInformation: "Luz da injeção acende ao ligar o carro frio.".repeat(20),
      photos: [photo("painel.jpg"), photo("motor.jpg"), photo("pneu.jpg")],
      contact: {
        name: "Ana Souza",
        email: "ana@exemplo.com.br",
        phone: "(11) 91234-5678",
        preference: 3,
      },
      holdId: "4b7c3f2e-8d1a-4c5b-9e6f-0a1b2c3d4e5f",
    };
    expect(bookingBodySchema.safeParse(booking).success).toBe(true);
    const sent = new TextEncoder().encode(JSON.stringify(booking)).byteLength;
    expect(sent).toBeGreaterThan(64 * 1024);
    expect(sent).toBeLessThanOrEqual(bookingBodyMaxBytes);
    // A fourth photo, or one over 2 MB, is the schema's refusal, not the cap's.
    const tooMany = { ...booking, photos: [...booking.photos, photo("porta.jpg")] };
    expect(bookingBodySchema.safeParse(tooMany).error?.issues[0]?.message).toBe(
      "Envie até 3 fotos JPEG, PNG ou WebP de até 2 MB cada.",
    );
  });
});

describe("a photo is the image it says it is", () => {
  const bytes = (...parts: (string | number[])[]) =>
    Buffer.concat(parts.map((part) => Buffer.from(part))).toString("base64");
  const photo = (contentType: string, content: string) =>
    photoSchema.safeParse({ fileName: "painel", contentType, content });

  it.each([
    ["image/jpeg", bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF")],
    ["image/png", bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], "IHDR")],
    ["image/webp", bytes("RIFF", [0x24, 0x10, 0x00, 0x00], "WEBPVP8 ")],
  ])("takes a %s that begins as one", (contentType, content) => {
    expect(photo(contentType, content).success).toBe(true);
  });

  it.each([
    ["a text renamed to .png", "image/png", bytes("Luz da injeção acesa")],
    ["a PDF sent as a JPEG", "image/jpeg", bytes("%PDF-1.7")],
    ["a PNG sent as a JPEG", "image/jpeg", bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ["a WAV sent as a WebP", "image/webp", bytes("RIFF", [0x24, 0x10, 0x00, 0x00], "WAVEfmt ")],
  ])("refuses %s with the photos' message", (_, contentType, content) => {
    expect(photo(contentType, content).error?.issues[0]?.message).toBe(
      "Envie até 3 fotos JPEG, PNG ou WebP de até 2 MB cada.",
    );
  });
});
