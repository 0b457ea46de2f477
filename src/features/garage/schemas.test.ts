import { describe, expect, it } from "vitest";
import { mileageFormSchema, mileageUpdateSchema, vinOrPlateSchema } from "./schemas";

describe("the search field's schema (form and server)", () => {
  it.each([
    ["9bwal45uzkt112233", { kind: "vin", vin: "9BWAL45UZKT112233" }],
    ["abc-1234", { kind: "plate", plate: "ABC1234" }],
    ["ABC1D23", { kind: "plate", plate: "ABC1D23" }],
  ])("%s", (input, output) => {
    expect(vinOrPlateSchema.parse(input)).toEqual(output);
  });

  it.each([
    ["", "Informe o chassi"],
    ["9BWAL45UZKT1122", "17 caracteres"],
    ["9BGAL45UZKT112233", "não é de um Volkswagen"],
    ["AB-12345", "Placa inválida"],
  ])("refuses %j with a pt-BR message", (input, message) => {
    const result = vinOrPlateSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });
});

describe("mileage schemas", () => {
  it("accepts the masked form value and refuses a lower one unless confirmed", () => {
    const form = mileageFormSchema(40_000);
    expect(form.safeParse({ mileageKm: "45.210", confirmLower: false }).success).toBe(true);
    const lower = form.safeParse({ mileageKm: "39.000", confirmLower: false });
    expect(lower.error?.issues[0]?.message).toBe(
      "A quilometragem é menor que a última registrada (40.000 km). Confirme se o valor está certo.",
    );
    expect(form.safeParse({ mileageKm: "39.000", confirmLower: true }).success).toBe(true);
    expect(form.safeParse({ mileageKm: "-5", confirmLower: true }).error?.issues[0]?.message).toBe(
      "A quilometragem não pode ser negativa.",
    );
  });

  it("parses the server body", () => {
    expect(mileageUpdateSchema.parse({ vehicleId: 3, mileageKm: 1200 })).toEqual({
      vehicleId: 3,
      mileageKm: 1200,
      confirmLower: false,
    });
    expect(mileageUpdateSchema.safeParse({ vehicleId: 3, mileageKm: 1200.5 }).success).toBe(false);
  });
});
