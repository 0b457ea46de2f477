/**
 * The /cadastro stepper of SPEC.md sections 2-4: step 1 to max (default 4), increase up to max,
 * decrease down to 1, reset. The step names depend on the path's length and on whether the owner
 * is adding one more vehicle (the new-vehicle flow) or registering for the first time.
 */
export const defaultRegisterMax = 4 as const;
export const longRegisterMax = 6 as const;
/** The two lengths the path can have (SPEC.md: 4 by default, 6 on the long path). */
export type RegisterMax = typeof defaultRegisterMax | typeof longRegisterMax;

export interface RegisterStepper {
  step: number;
  max: RegisterMax;
  isNewVehicle: boolean;
  disableNext: boolean;
}

export type RegisterStepperAction =
  | { type: "increase" }
  | { type: "decrease" }
  | { type: "reset" }
  | { type: "setMax"; max: number }
  /** To a given step of the path (concluding without a vehicle, and back from there). */
  | { type: "jump"; step: number }
  | { type: "disableNext"; value: boolean };

export function initialRegisterStepper(
  options: { step?: number; max?: number; isNewVehicle?: boolean } = {},
): RegisterStepper {
  const max = options.max === longRegisterMax ? longRegisterMax : defaultRegisterMax;
  const step = Math.min(Math.max(1, Math.trunc(options.step ?? 1)), max);
  return { step, max, isNewVehicle: options.isNewVehicle ?? false, disableNext: false };
}

export function registerStepperReducer(
  state: RegisterStepper,
  action: RegisterStepperAction,
): RegisterStepper {
  switch (action.type) {
    case "increase":
      return state.step < state.max ? { ...state, step: state.step + 1 } : state;
    case "decrease":
      return state.step > 1 ? { ...state, step: state.step - 1 } : state;
    case "reset":
      return initialRegisterStepper({ isNewVehicle: state.isNewVehicle });
    case "setMax": {
      const max = action.max === longRegisterMax ? longRegisterMax : defaultRegisterMax;
      return { ...state, max, step: Math.min(state.step, max) };
    }
    case "jump":
      return { ...state, step: Math.min(Math.max(1, Math.trunc(action.step)), state.max) };
    case "disableNext":
      return { ...state, disableNext: action.value };
  }
}

export const registerStepNames = {
  addVehicle: "Adicionar veículo",
  personalData: "Dados pessoais",
  registerVehicle: "Cadastrar veículo",
  confirmVehicle: "Confirmar veículo",
  dealer: "Concessionária",
  noVehicle: "Sem veículo",
  completeInformation: "Completar informações",
} as const;

export type RegisterStepKind =
  "start" | "noVehicle" | "registerVehicle" | "completeInformation" | "confirmVehicle" | "dealer";

const defaultPath: RegisterStepKind[] = ["start", "registerVehicle", "confirmVehicle", "dealer"];
const longPath: RegisterStepKind[] = [
  "start",
  "noVehicle",
  "registerVehicle",
  "completeInformation",
  "confirmVehicle",
  "dealer",
];

/** The step of the path that shows `kind`. */
export function registerStepOf(kind: RegisterStepKind, max: number): number {
  return (max === defaultRegisterMax ? defaultPath : longPath).indexOf(kind) + 1;
}

/** What the step shows, whatever its name. */
export function registerStepKind(step: number, max: number): RegisterStepKind {
  const path = max === defaultRegisterMax ? defaultPath : longPath;
  return path[Math.min(Math.max(step, 1), path.length) - 1] ?? "start";
}

/** SPEC.md's stepText: the name shown for a step. */
export function registerStepText(step: number, max: number, isNewVehicle: boolean): string {
  if (max === defaultRegisterMax) {
    if (step === 1)
      return isNewVehicle ? registerStepNames.addVehicle : registerStepNames.personalData;
    if (step === 2) return registerStepNames.registerVehicle;
    if (step === 3) return registerStepNames.confirmVehicle;
    return registerStepNames.dealer;
  }
  if (isNewVehicle && (step === 1 || step === 2)) return registerStepNames.addVehicle;
  switch (step) {
    case 1:
      return registerStepNames.personalData;
    case 2:
      return registerStepNames.noVehicle;
    case 3:
      return registerStepNames.registerVehicle;
    case 4:
      return registerStepNames.completeInformation;
    case 5:
      return registerStepNames.confirmVehicle;
    default:
      return registerStepNames.dealer;
  }
}

export function registerStepTexts(max: number, isNewVehicle: boolean): string[] {
  return Array.from({ length: max }, (_, index) => registerStepText(index + 1, max, isNewVehicle));
}
