import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { valibotVerdict, zodVerdict } from "../../../tests/support/schema-parity";
import type { z } from "zod";
import {
  mileageForm,
  mileageValueField,
  nicknameField,
  renavamField,
  vehicleDetailsForm,
  vinOrPlateField,
} from "./form-schemas";
import {
  mileageFormSchema,
  mileageValueSchema,
  nicknameSchema,
  renavamSchema,
  vinOrPlateSchema,
} from "./schemas";

const text = (...samples: string[]) =>
  fc.oneof(
    fc.constantFrom(...samples),
    fc.string({ maxLength: 45 }),
    fc.string({ unit: "grapheme-ascii", maxLength: 20 }),
  );
const digits = (min: number, max: number) =>
  fc.string({
    unit: fc.constantFrom(..."0123456789. -km".split("")),
    minLength: min,
    maxLength: max,
  });

const cases = {
  nickname: {
    zod: nicknameSchema,
    valibot: nicknameField,
    inputs: fc.oneof(
      text("Fusca", "  Carro da Ana  ", "", "   ", "a".repeat(31), "tab\there", "x\u007f"),
      fc.constantFrom("🚗".repeat(30), "🚗".repeat(31), "a\u202Eb", "\uD83D", "x\u2066y"),
      fc.string({ unit: "grapheme", maxLength: 40 }),
    ),
  },
  renavam: {
    zod: renavamSchema,
    valibot: renavamField,
    inputs: fc.oneof(
      text("00639884962", "12345678901", "0063988496-2", "639297633", "1".repeat(21)),
      digits(9, 13),
    ),
  },
  mileage: {
    zod: mileageValueSchema,
    valibot: mileageValueField,
    inputs: fc.oneof(
      text("12.500", "12500 km", "-3", "1,5", "1.500.001", "0", "", "1".repeat(21)),
      digits(0, 12),
      fc.integer({ min: -10, max: 2_000_000 }),
      fc.double({ noNaN: false }),
    ),
  },
  vinOrPlate: {
    zod: vinOrPlateSchema,
    valibot: vinOrPlateField,
    inputs: text(
      "9BWAL45UZKT112233",
      "9bwal45uzkt112233",
      "9BGAL45UZKT112233",
      "9BWAL45UZKT11O233",
      "9BWAL45UZKT112234",
      "ABC-1234",
      "abc1d23",
      "AB-12",
      "",
      "  ",
      "X".repeat(41),
    ),
  },
};

describe("the garage's forms and the garage API", () => {
  for (const [name, { zod, valibot, inputs }] of Object.entries(cases)) {
    it(`${name}: the same verdict, value and message`, () => {
      fc.assert(
        fc.property(inputs as fc.Arbitrary<unknown>, (input) => {
          expect(valibotVerdict(valibot as v.GenericSchema, input)).toEqual(
            zodVerdict(zod as z.ZodType, input),
          );
        }),
        { numRuns: 1500 },
      );
    });
  }

  it("mileage form: the same verdict against the last reading", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000 }),
        fc.oneof(digits(0, 9), fc.constantFrom("12.500", "abc", "", "1".repeat(21))),
        fc.boolean(),
        (lastKm, mileageKm, confirmLower) => {
          const input = { mileageKm, confirmLower };
          expect(valibotVerdict(mileageForm(lastKm), input)).toEqual(
            zodVerdict(mileageFormSchema(lastKm), input),
          );
        },
      ),
      { numRuns: 1500 },
    );
  });

  it("vehicle details: a blank field means not now, a typed one is checked", () => {
    expect(
      v.parse(vehicleDetailsForm(0), {
        nickname: " ",
        renavam: "",
        mileageKm: "",
        confirmLower: false,
      }),
    ).toEqual({
      nickname: undefined,
      renavam: undefined,
      mileageKm: undefined,
      confirmLower: false,
    });
    expect(
      v.parse(vehicleDetailsForm(0), {
        nickname: " Fusca ",
        renavam: "00639884962",
        mileageKm: "12.500",
        confirmLower: false,
      }),
    ).toEqual({ nickname: "Fusca", renavam: "00639884962", mileageKm: 12500, confirmLower: false });
    const refused = valibotVerdict(vehicleDetailsForm(0), {
      nickname: "x\u0001",
      renavam: "12345678901",
      mileageKm: "-3",
      confirmLower: false,
    });
    expect(refused).toEqual({
      messages: {
        nickname:
          "O apelido não pode ter caracteres invisíveis de controle ou de direção do texto.",
        renavam:
          "RENAVAM inválido. São 11 dígitos (9 nos emitidos até 2012) e o último é o dígito verificador; confira no CRLV.",
        mileageKm: "A quilometragem não pode ser negativa.",
      },
    });
  });

  it("vehicle details: a reading below the last is refused beside its field until confirmed", () => {
    const details = { nickname: "", renavam: "", mileageKm: "1.000" };
    // The same rule and message as the garage's mileage form.
    const garage = valibotVerdict(mileageForm(40_000), { mileageKm: "1.000", confirmLower: false });
    expect(valibotVerdict(vehicleDetailsForm(40_000), { ...details, confirmLower: false })).toEqual(
      garage,
    );
    expect(garage).toEqual({
      messages: {
        mileageKm:
          "A quilometragem é menor que a última registrada (40.000 km). Confirme se o valor está certo.",
      },
    });
    expect(v.parse(vehicleDetailsForm(40_000), { ...details, confirmLower: true })).toMatchObject({
      mileageKm: 1000,
      confirmLower: true,
    });
    expect(
      v.parse(vehicleDetailsForm(40_000), { ...details, mileageKm: "", confirmLower: false }),
    ).toMatchObject({ mileageKm: undefined });
  });

  it("RENAVAM: an old one of 9 digits is saved in its 11-digit form, by the form and the API", () => {
    expect(v.parse(renavamField, "639297633")).toBe("00639297633");
    expect(renavamSchema.parse("639297633")).toBe("00639297633");
    expect(renavamSchema.parse("6392.9763-3")).toBe("00639297633");
    expect(valibotVerdict(renavamField, "639297634")).toEqual(
      zodVerdict(renavamSchema, "639297634"),
    );
    expect(renavamSchema.safeParse("639297634").error?.issues[0]?.message).toMatch(
      /^RENAVAM inválido/,
    );
  });
});
