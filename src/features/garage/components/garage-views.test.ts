import { expect, it } from "vitest";
import { afterRegistration, recallSchedulingHref } from "./garage-views";

it("books a recall repair for the garage vehicle with SPEC.md's link parameters", () => {
  expect(recallSchedulingHref({ id: 12, vin: "9BWAG45ZXRT214578" }, "97AK")).toBe(
    "/agendamento/servicos?flow=recall&vehicleId=12&recallCampaign=97AK&vin=9BWAG45ZXRT214578&origin=MY_ACCOUNT",
  );
});

it("sends a finished registration back where it came from, saying so only in the garage", () => {
  expect(afterRegistration("/garagem?view=servicos")).toBe("/garagem?view=servicos&cadastrado=1");
  expect(afterRegistration("/garagem")).toBe("/garagem?cadastrado=1");
  expect(afterRegistration("/agendamento/servicos?flow=periodic_revision")).toBe(
    "/agendamento/servicos?flow=periodic_revision",
  );
});
