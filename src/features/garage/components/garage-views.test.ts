import { expect, it } from "vitest";
import { recallSchedulingHref } from "./garage-views";

it("books a recall repair for the garage vehicle with SPEC.md's link parameters", () => {
  expect(recallSchedulingHref({ id: 12, vin: "9BWAG45ZXRT214578" }, "97AK")).toBe(
    "/agendamento/servicos?flow=recall&vehicleId=12&recallCampaign=97AK&vin=9BWAG45ZXRT214578&origin=MY_ACCOUNT",
  );
});
