import { describe, expect, it } from "vitest";
import { confirmedAfterDealerChange } from "./dealer-change";
import { flowSteps } from "./flows";
import { resumeStep } from "./wizard-progress";

// The time is chosen again at another dealer: the slot step is the first one left to fill in.
const resumedAt = (flow: keyof typeof flowSteps, confirmedStep: number) =>
  resumeStep(
    flowSteps[flow].length,
    flowSteps[flow].indexOf("slot"),
    confirmedAfterDealerChange(flow, confirmedStep),
  );

describe("a dealer changed after the steps priced with the previous one", () => {
  it("reopens the revision, priced by the new dealer's region, instead of the time", () => {
    expect(resumedAt("periodic_revision", 7)).toBe(
      flowSteps.periodic_revision.indexOf("revision") + 1,
    );
  });

  it("reopens the services, offered by the new dealer, instead of the time", () => {
    expect(resumedAt("additional_services", 5)).toBe(
      flowSteps.additional_services.indexOf("services") + 1,
    );
    expect(resumedAt("recall", 6)).toBe(flowSteps.recall.indexOf("services") + 1);
  });

  it("keeps the steps confirmed when the dealer is picked before going past it", () => {
    expect(confirmedAfterDealerChange("periodic_revision", 2)).toBe(2);
  });
});
