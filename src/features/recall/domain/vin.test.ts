import { describe, expect, test } from "vitest";
import { recallSchedulingHref } from "./scheduling-link";
import { normalizeVin, vinMessages, vinProblem, vinSchema } from "./vin";

describe("VIN validation", () => {
  test.each([
    ["9BWAG45ZXRT214578", null],
    ["8AWDB22H4RA003915", null],
    ["3VW5T7BU0PM012467", null],
    ["WVWZZZE2ZRP004211", null],
    ["", vinMessages.required],
    ["9BWAG45ZXRT21457", vinMessages.length],
    ["9BWAG45ZXRT2145789", vinMessages.length],
    ["9BWAG45ZXRTI14578", vinMessages.forbiddenLetters],
    ["9BWAG45ZXRT2O4578", vinMessages.forbiddenLetters],
    ["9BWAG45ZXRTQ14578", vinMessages.forbiddenLetters],
    ["9BWAG45ZXRT21457*", vinMessages.characters],
    ["9BGAG45ZXRT214578", vinMessages.brand],
  ])("%j: %j", (vin, message) => {
    expect(vinProblem(vin)).toBe(message);
  });

  test("spaces, hyphens and lower case from a document are accepted", () => {
    expect(normalizeVin(" 9bw ag45z-xrt214578 ")).toBe("9BWAG45ZXRT214578");
    expect(vinSchema.parse("9bwag45zxrt214578")).toBe("9BWAG45ZXRT214578");
    expect(vinSchema.safeParse("abc").error?.issues[0]?.message).toBe(vinMessages.length);
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
