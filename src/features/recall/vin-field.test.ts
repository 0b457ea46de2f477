import { describe, expect, test } from "vitest";
import { recallSchedulingHref } from "./domain/scheduling-link";
import { normalizeVin, vinMessage, vinSchema } from "./vin-field";

describe("VIN validation, as the garage checks a chassi", () => {
  test.each([
    ["9BWAG45ZXRT214578", null],
    ["8AWDB22H4RA003915", null],
    ["3VW5T7BU0KM012345", null],
    ["WVWZZZE2ZRP004211", null],
    ["9BW.AG45Z.XRT214578", null],
    ["", "Informe o chassi do veículo."],
    ["9BWAG45ZXRT21457", "O chassi tem 17 caracteres."],
    ["9BWAG45ZXRT2145789", "O chassi tem 17 caracteres."],
    ["9BWAG45ZXRTI14578", "O chassi não usa as letras I, O e Q."],
    ["9BWAG45ZXRT2O4578", "O chassi não usa as letras I, O e Q."],
    ["9BWAG45ZXRTQ14578", "O chassi não usa as letras I, O e Q."],
    ["9BWAG45ZXRT21457*", "Use apenas letras e números."],
    // A plate, old or Mercosul, typed where the chassi goes.
    [
      "QFT3X42",
      "Isto é uma placa. Informe o chassi: são 17 caracteres, no documento do veículo (CRLV).",
    ],
    [
      "qft-3x42",
      "Isto é uma placa. Informe o chassi: são 17 caracteres, no documento do veículo (CRLV).",
    ],
    [
      "ABC1234",
      "Isto é uma placa. Informe o chassi: são 17 caracteres, no documento do veículo (CRLV).",
    ],
    [
      "9BGAG45ZXRT214578",
      "Este chassi não é de um Volkswagen: ele começa com 9BW, 8AW, 3VW ou WVW.",
    ],
    [
      "3VW5T7BU1KM012345",
      "O dígito verificador (9º caractere) deste chassi não confere. Confira os caracteres.",
    ],
  ])("%j: %j", (vin, message) => {
    expect(vinMessage(vin)).toBe(message);
  });

  test("spaces, hyphens, dots and lower case from a document are accepted", () => {
    expect(normalizeVin(" 9bw ag45z-xrt214578 ")).toBe("9BWAG45ZXRT214578");
    expect(normalizeVin("9BW.AG45Z.XRT214578")).toBe("9BWAG45ZXRT214578");
    expect(vinSchema.parse("9bwag45zxrt214578")).toBe("9BWAG45ZXRT214578");
    expect(vinSchema.parse("9BW.AG45Z.XRT214578")).toBe("9BWAG45ZXRT214578");
    expect(vinSchema.safeParse("abc").error?.issues[0]?.message).toBe(
      "O chassi tem 17 caracteres.",
    );
  });
});

test("the recall scheduling link follows the scheduling flow's parameters", () => {
  expect(recallSchedulingHref({ campaignNumber: "97AK", vin: "9BWAG45ZXRT214578" })).toBe(
    "/agendamento/servicos?flow=recall&recallCampaign=97AK&vin=9BWAG45ZXRT214578&origin=OFFERS",
  );
  expect(
    recallSchedulingHref({ campaignNumber: "97AK", vin: "9BWAG45ZXRT214578", vehicleId: 12 }),
  ).toBe(
    "/agendamento/servicos?flow=recall&vehicleId=12&recallCampaign=97AK&vin=9BWAG45ZXRT214578&origin=OFFERS",
  );
});
