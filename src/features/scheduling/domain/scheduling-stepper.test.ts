import { describe, expect, it } from "vitest";
import {
  initialStepper,
  schedulingStepperReducer,
  type SchedulingStepper,
  type SchedulingStepperAction,
} from "./scheduling-stepper";

const at = (step: number, extra: Partial<SchedulingStepper> = {}): SchedulingStepper => ({
  ...initialStepper,
  step,
  ...extra,
});

describe("schedulingStepperReducer", () => {
  it("starts at step 1 with maximum 8", () => {
    expect(initialStepper.step).toBe(1);
    expect(initialStepper.max).toBe(8);
  });

  it.each<[string, SchedulingStepper, SchedulingStepperAction, number]>([
    ["increase below the maximum", at(1), { type: "increase" }, 2],
    ["increase at the maximum stays", at(8), { type: "increase" }, 8],
    ["increase at a flow's smaller maximum stays", at(5, { max: 5 }), { type: "increase" }, 5],
    ["decrease above 1", at(3), { type: "decrease" }, 2],
    ["decrease at 1 stays", at(1), { type: "decrease" }, 1],
    ["jump below the maximum", at(1), { type: "jump", step: 7 }, 7],
    ["jump to the maximum is refused", at(2), { type: "jump", step: 8 }, 2],
    ["jump beyond the maximum is refused", at(2), { type: "jump", step: 12 }, 2],
    ["jump to 0 is refused", at(2), { type: "jump", step: 0 }, 2],
    ["jump to a fraction is refused", at(2), { type: "jump", step: 1.5 }, 2],
  ])("%s", (_name, state, action, step) => {
    expect(schedulingStepperReducer(state, action).step).toBe(step);
  });

  it("remembers the first step name only when jumping as initial", () => {
    const named = schedulingStepperReducer(at(1), {
      type: "jump",
      step: 3,
      initial: true,
      name: "Revisão",
    });
    expect(named.firstStepName).toBe("Revisão");
    const plain = schedulingStepperReducer(named, { type: "jump", step: 2, name: "Outro" });
    expect(plain.firstStepName).toBe("Revisão");
  });

  it("reset returns to the initial state keeping the first step name", () => {
    const state = at(5, {
      max: 6,
      firstStepName: "Veículo",
      flowType: "additional_services",
      disableNext: true,
      stepText: "Data",
    });
    expect(schedulingStepperReducer(state, { type: "reset" })).toEqual({
      ...initialStepper,
      firstStepName: "Veículo",
    });
  });
});
