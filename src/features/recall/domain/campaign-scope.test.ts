import { describe, expect, test } from "vitest";
import {
  serialInRange,
  vehicleAffected,
  vehicleInScope,
  vinSerial,
  type CampaignScope,
} from "./campaign-scope";

const polo = (vin: string, modelYear = 2024) => ({ vin, modelCode: "BZ11", modelYear });
const airbagScope: CampaignScope = {
  modelCode: "BZ11",
  modelYearFrom: 2024,
  modelYearTo: 2025,
  serialFrom: "100000",
  serialTo: "349999",
};

describe("VIN serial ranges", () => {
  test("the serial is positions 12 to 17", () => {
    expect(vinSerial("9BWAG45ZXRT214578")).toBe("214578");
  });

  test.each([
    ["100000", true],
    ["349999", true],
    ["214578", true],
    ["099999", false],
    ["350000", false],
    ["21457", false],
  ])("serial %s in 100000..349999: %s", (serial, inside) => {
    expect(serialInRange(serial, "100000", "349999")).toBe(inside);
  });
});

describe("vehicleInScope", () => {
  test.each([
    ["inside the serial range and years", polo("9BWAG45ZXRT214578"), true],
    ["first serial of the range", polo("9BWAG45ZXRT100000"), true],
    ["last serial of the range", polo("9BWAG45ZXST349999", 2025), true],
    ["one serial after the range", polo("9BWAG45ZXST350000", 2025), false],
    ["one serial before the range", polo("9BWAG45ZXRT099999"), false],
    ["a model year before the range", polo("9BWAG45ZXPT214578", 2023), false],
    ["a model year after the range", polo("9BWAG45ZXTT214578", 2026), false],
    [
      "another model with the same serial",
      { ...polo("9BWAG45ZXRT214578"), modelCode: "BW21" },
      false,
    ],
  ])("%s", (_name, vehicle, expected) => {
    expect(vehicleInScope(vehicle, airbagScope)).toBe(expected);
  });

  test("a scope without serials covers every vehicle of the model and years", () => {
    const scope = { ...airbagScope, serialFrom: null, serialTo: null };
    expect(vehicleInScope(polo("9BWAG45ZXRT999999"), scope)).toBe(true);
    expect(vehicleInScope(polo("9BWAG45ZXPT999999", 2023), scope)).toBe(false);
  });
});

describe("vehicleAffected", () => {
  test("a VIN on the campaign's list is covered whatever its model", () => {
    const coverage = { scopes: [], vins: ["WVWZZZE2ZRP004211"] };
    expect(
      vehicleAffected({ vin: "WVWZZZE2ZRP004211", modelCode: "BE41", modelYear: 2024 }, coverage),
    ).toBe(true);
    expect(
      vehicleAffected({ vin: "WVWZZZE2ZRP004212", modelCode: "BE41", modelYear: 2024 }, coverage),
    ).toBe(false);
  });

  test("any one of several scopes covers the vehicle", () => {
    const coverage = {
      scopes: [airbagScope, { ...airbagScope, modelCode: "BW21" }],
      vins: [],
    };
    expect(vehicleAffected({ ...polo("9BWDL45Z1RT120045"), modelCode: "BW21" }, coverage)).toBe(
      true,
    );
    expect(vehicleAffected({ ...polo("9BWDL45Z1RT120045"), modelCode: "BS31" }, coverage)).toBe(
      false,
    );
  });
});
