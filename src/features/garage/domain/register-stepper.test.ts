import { describe, expect, it } from "vitest";
import {
  initialRegisterStepper,
  registerStepKind,
  registerStepOf,
  registerStepperReducer,
  registerStepTexts,
} from "./register-stepper";

describe("register stepper (SPEC.md sections 2-4)", () => {
  it("names the default path of 4 steps", () => {
    expect(registerStepTexts(4, false)).toEqual([
      "Dados pessoais",
      "Cadastrar veículo",
      "Confirmar veículo",
      "Concessionária",
    ]);
    expect(registerStepTexts(4, true)).toEqual([
      "Adicionar veículo",
      "Cadastrar veículo",
      "Confirmar veículo",
      "Concessionária",
    ]);
  });

  it("names the longer path, with 'Adicionar veículo' for steps 1 and 2 of a new vehicle", () => {
    expect(registerStepTexts(6, false)).toEqual([
      "Dados pessoais",
      "Sem veículo",
      "Cadastrar veículo",
      "Completar informações",
      "Confirmar veículo",
      "Concessionária",
    ]);
    expect(registerStepTexts(6, true).slice(0, 3)).toEqual([
      "Adicionar veículo",
      "Adicionar veículo",
      "Cadastrar veículo",
    ]);
    expect(registerStepKind(4, 6)).toBe("completeInformation");
    expect(registerStepKind(3, 4)).toBe("confirmVehicle");
  });

  it("starts at 1 of 4 and increases only up to the maximum", () => {
    let state = initialRegisterStepper();
    expect(state).toMatchObject({ step: 1, max: 4, disableNext: false });
    for (let i = 0; i < 6; i += 1) state = registerStepperReducer(state, { type: "increase" });
    expect(state.step).toBe(4);
  });

  it("decreases only down to 1", () => {
    let state = initialRegisterStepper({ step: 2 });
    state = registerStepperReducer(state, { type: "decrease" });
    state = registerStepperReducer(state, { type: "decrease" });
    expect(state.step).toBe(1);
  });

  it("jumps within the path only, and names the step each kind of screen has", () => {
    const start = initialRegisterStepper({ step: 2, max: 6 });
    expect(registerStepperReducer(start, { type: "jump", step: 6 }).step).toBe(6);
    expect(registerStepperReducer(start, { type: "jump", step: 9 }).step).toBe(6);
    expect(registerStepperReducer(start, { type: "jump", step: 0 }).step).toBe(1);
    expect(registerStepOf("registerVehicle", 4)).toBe(2);
    expect(registerStepOf("registerVehicle", 6)).toBe(3);
    expect(registerStepOf("completeInformation", 6)).toBe(4);
    expect(registerStepOf("completeInformation", 4)).toBe(0);
  });

  it("resets to step 1 of the default path, keeping the new-vehicle flow", () => {
    const state = registerStepperReducer(
      initialRegisterStepper({ step: 5, max: 6, isNewVehicle: true }),
      { type: "reset" },
    );
    expect(state).toMatchObject({ step: 1, max: 4, isNewVehicle: true });
  });

  it("resumes a saved step inside the path and clamps what no path has", () => {
    expect(initialRegisterStepper({ step: 5, max: 6 }).step).toBe(5);
    expect(initialRegisterStepper({ step: 5, max: 4 }).step).toBe(4);
    expect(initialRegisterStepper({ step: 0 }).step).toBe(1);
    expect(initialRegisterStepper({ max: 9 }).max).toBe(4);
    const shorter = registerStepperReducer(initialRegisterStepper({ step: 6, max: 6 }), {
      type: "setMax",
      max: 4,
    });
    expect(shorter).toMatchObject({ step: 4, max: 4 });
  });
});
