import { registerStepTexts } from "../domain/register-stepper";
import { registrationTexts } from "../texts/registration";

/** "Etapa 2 de 4" and the named steps, the current one marked for assistive technology. */
export function RegisterStepperHeader({
  step,
  max,
  isNewVehicle,
}: {
  step: number;
  max: number;
  isNewVehicle: boolean;
}) {
  const names = registerStepTexts(max, isNewVehicle);
  return (
    <div>
      <p className="text-sm font-semibold text-muted">{registrationTexts.stepOf(step, max)}</p>
      <ol className="mt-2 flex flex-wrap gap-2" aria-label={registrationTexts.title}>
        {names.map((name, index) => {
          const number = index + 1;
          const state = number < step ? "done" : number === step ? "current" : "next";
          return (
            <li
              key={number}
              aria-current={state === "current" ? "step" : undefined}
              className={`rounded-full px-3 py-1 text-sm ${
                state === "current"
                  ? "bg-brand font-bold text-white"
                  : state === "done"
                    ? "bg-surface-alt text-brand"
                    : "border border-field-border-soft text-muted"
              }`}
            >
              {number}. {name}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
