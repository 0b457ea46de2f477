import type { FlowOrigin, FlowType, OriginTab } from "./flows";

/** SPEC.md's scheduling stepper: 1-based, initial maximum 8. */
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
  | { type: "jump"; step: number; initial?: boolean; name?: string }
  | { type: "setMax"; max: number }
  | { type: "setFlow"; flowType: FlowType; max: number }
  | { type: "setOrigin"; origin: FlowOrigin; originTab?: OriginTab }
  | { type: "setStepText"; text: string }
  | { type: "setDisableNext"; value: boolean }
  | { type: "setLoadingFooter"; value: boolean };

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
    case "setMax":
      return action.max >= 1
        ? { ...state, max: action.max, step: Math.min(state.step, action.max) }
        : state;
    case "setFlow":
      return {
        ...state,
        flowType: action.flowType,
        max: action.max,
        step: Math.min(state.step, action.max),
      };
    case "setOrigin":
      return { ...state, origin: action.origin, originTab: action.originTab ?? state.originTab };
    case "setStepText":
      return { ...state, stepText: action.text };
    case "setDisableNext":
      return { ...state, disableNext: action.value };
    case "setLoadingFooter":
      return { ...state, loadingFooter: action.value };
  }
}
