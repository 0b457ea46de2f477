"use client";

import { loadOnFirstUse } from "@/ui/load-on-first-use";
import { Spinner } from "@/ui/spinner";

// The vehicle opens every flow but the resumed one: it comes with the wizard. The other eleven
// steps load one by one as they are reached (later-steps.tsx); their loaders, which name each
// step's chunks, cost the wizard's first JavaScript 0.4 kB, so they load too, as a whole, once
// the booking can go past the vehicle.
export { VehicleStep } from "./vehicle-step";

const loadLaterSteps = () => import("./later-steps");

export const LaterStep = loadOnFirstUse(
  () => loadLaterSteps().then((module) => module.LaterStep),
  <Spinner />,
);

/**
 * Fetches the later steps' loaders ahead of "Continuar", once the vehicle is chosen, so that the
 * next step waits for its own code only. A failure is left for LaterStep to meet again.
 */
export function prepareLaterSteps(): void {
  loadLaterSteps().catch(() => undefined);
}
