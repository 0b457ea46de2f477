import type { FlowOrigin, FlowType, OriginTab } from "./flows";

/**
 * SPEC.md's scheduling stepper: 1-based, initial maximum 8. Flow, origin and maximum are set when
 * the wizard starts; only SPEC.md's four moves change the state after (each action kept here is
 * code every booking's first load carries).
 */
export interface SchedulingStepper {
  step: number;
  max: number;
  firstStepName: string | null;
  stepText: string;
  origin: FlowOrigin;
  originTab: OriginTab;
  flowType: FlowType | null;
  disableNext: boolean;
  loadingFooter: boolean;
}

export type SchedulingStepperAction =
  | { type: "increase" }
  | { type: "decrease" }
  | { type: "reset" }
  | { type: "jump"; step: number; initial?: boolean; name?: string };

export const initialStepper: SchedulingStepper = {
  step: 1,
  max: 8,
  firstStepName: null,
  stepText: "",
  origin: "OFFERS",
  originTab: "servicos",
  flowType: null,
  disableNext: false,
  loadingFooter: false,
};

export function schedulingStepperReducer(
  state: SchedulingStepper,
  action: SchedulingStepperAction,
): SchedulingStepper {
  switch (action.type) {
    case "increase":
      return state.step < state.max ? { ...state, step: state.step + 1 } : state;
    case "decrease":
      return state.step > 1 ? { ...state, step: state.step - 1 } : state;
    case "reset":
      return { ...initialStepper, firstStepName: state.firstStepName };
    case "jump": {
      if (!Number.isInteger(action.step) || action.step < 1 || action.step >= state.max)
        return state;
      return {
        ...state,
        step: action.step,
        firstStepName: action.initial ? (action.name ?? state.firstStepName) : state.firstStepName,
      };
    }
  }
}
