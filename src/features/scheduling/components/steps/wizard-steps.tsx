"use client";

import { useState } from "react";
import { loadOnFirstUse } from "@/ui/load-on-first-use";
import { Spinner } from "@/ui/spinner";
import type { StepKind } from "../../domain/flows";
import type { LaterStep as LoadedLaterStep, LaterStepProps } from "./later-steps";

// The vehicle opens every flow but the resumed one: it comes with the wizard. The other eleven
// steps load one by one (later-steps.tsx); their loaders, which name each step's chunks, cost the
// wizard's first JavaScript 0.4 kB, so they load too, as a whole, once the booking can go past
// the vehicle, with the next step's own code.
export { VehicleStep } from "./vehicle-step";

let loadedLaterStep: typeof LoadedLaterStep | undefined;
const loadLaterSteps = () =>
  import("./later-steps").then((module) => {
    loadedLaterStep = module.LaterStep;
    return module;
  });

const LaterStepOnFirstUse = loadOnFirstUse(
  () => loadLaterSteps().then((module) => module.LaterStep),
  <Spinner />,
);

/** Every step after the vehicle: at once when its loaders came ahead, else once they arrive. */
export function LaterStep(props: LaterStepProps) {
  // Kept for the wizard's life: a lazy part swapped for the loaded one would lose the step's state.
  const [Loaded] = useState(() => loadedLaterStep);
  return Loaded ? <Loaded {...props} /> : <LaterStepOnFirstUse {...props} />;
}

/**
 * Fetches the code of the step after the current one ahead of "Continuar", once the current one
 * may be left, so that "Continuar" shows it at once. A failure is left for LaterStep to meet again.
 */
export function prepareLaterSteps(next: StepKind): void {
  loadLaterSteps()
    .then((module) => module.prepareStep(next))
    .catch(() => undefined);
}
