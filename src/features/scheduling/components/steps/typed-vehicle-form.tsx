"use client";

import { typedVehicleTexts as t } from "../../typed-vehicle-texts";
import type { CartVehicle } from "../../domain/booking-cart";
import {
  modelYearRange,
  plateLooksWrong,
  typedCartVehicle,
  type TypedVehicle,
} from "../../domain/typed-vehicle";
import { Field, inputClass } from "../field";
import type { WizardSetup } from "../wizard-types";

/**
 * The model, year and plate of a vehicle not in the garage: a visitor's, or an owner's other car.
 * Its code loads when the form shows, which a registered owner's booking does not ask for.
 */
export function TypedVehicleForm({
  setup,
  typed,
  onChange,
}: {
  setup: Pick<WizardSetup, "loggedIn" | "models" | "myVehicles" | "today" | "vin">;
  typed: TypedVehicle;
  /** What is typed, and the vehicle it names (null while it names none). */
  onChange: (typed: TypedVehicle, vehicle: CartVehicle | null) => void;
}) {
  const change = (next: TypedVehicle) => onChange(next, typedCartVehicle(next, setup));
  const { first, last } = modelYearRange(setup.today);
  const { modelCode, modelYear, plate } = typed;
  // Said once the year is whole (four digits), or at once when it cannot be one.
  const yearProblem =
    modelYear !== "" &&
    (!/^\d+$/.test(modelYear) ||
      (modelYear.length === 4 && (Number(modelYear) < first || Number(modelYear) > last)))
      ? t.yearRange(first, last)
      : undefined;
  // An optional plate is still checked: one the booking would refuse must not pass unseen.
  const plateProblem = plateLooksWrong(plate) ? t.plateInvalid : undefined;

  return (
    <div className="flex flex-col gap-4">
      <p>{setup.loggedIn && setup.myVehicles.length === 0 ? t.noVehicles : t.visitorIntro}</p>
      <Field id="vehicle-model" label={t.model}>
        <select
          id="vehicle-model"
          className={inputClass}
          value={modelCode}
          onChange={(event) => change({ ...typed, modelCode: event.target.value })}
        >
          <option value="">{t.choose}</option>
          {setup.models.map((model) => (
            <option key={model.code} value={model.code}>
              {model.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id="vehicle-year" label={t.modelYear} error={yearProblem}>
        <input
          id="vehicle-year"
          className={inputClass}
          inputMode="numeric"
          maxLength={4}
          value={modelYear}
          aria-invalid={yearProblem !== undefined}
          aria-describedby={yearProblem ? "vehicle-year-error" : undefined}
          onChange={(event) => change({ ...typed, modelYear: event.target.value })}
        />
      </Field>
      <Field id="vehicle-plate" label={t.plate} error={plateProblem}>
        <input
          id="vehicle-plate"
          className={inputClass}
          maxLength={8}
          autoComplete="off"
          aria-invalid={Boolean(plateProblem)}
          aria-describedby={plateProblem ? "vehicle-plate-error" : undefined}
          value={plate}
          onChange={(event) => change({ ...typed, plate: event.target.value })}
        />
      </Field>
    </div>
  );
}
