"use client";

import { useState } from "react";
import { vehicleStepTexts as t } from "../../vehicle-step-texts";
import { Field, inputClass } from "../field";
import type { StepProps } from "../wizard-types";

/** A typed plate that is neither the old series (ABC1234) nor Mercosul's (ABC1D23). */
function plateLooksWrong(typed: string): boolean {
  const plate = typed.toUpperCase().replace(/[^A-Z0-9]/g, "");
  return typed.trim() !== "" && !/^[A-Z]{3}\d[A-Z0-9]\d{2}$/.test(plate);
}

export function VehicleStep({ cart, dispatch, setup }: StepProps) {
  const [choice, setChoice] = useState<string>(
    cart.vehicle?.id
      ? String(cart.vehicle.id)
      : setup.myVehicles.length > 0 && !cart.vehicle
        ? ""
        : "other",
  );
  const [modelCode, setModelCode] = useState(
    cart.vehicle && !cart.vehicle.id ? cart.vehicle.modelCode : "",
  );
  const [modelYear, setModelYear] = useState(
    cart.vehicle && !cart.vehicle.id ? String(cart.vehicle.modelYear) : "",
  );
  const [plate, setPlate] = useState(cart.vehicle?.plate ?? "");
  const thisYear = Number(setup.today.slice(0, 4));

  const firstYear = 2000;
  const lastYear = thisYear + 1;
  // Said once the year is whole (four digits), or at once when it cannot be one.
  const yearProblem =
    modelYear !== "" &&
    (!/^\d+$/.test(modelYear) ||
      (modelYear.length === 4 && (Number(modelYear) < firstYear || Number(modelYear) > lastYear)))
      ? t.yearRange(firstYear, lastYear)
      : undefined;

  // An optional plate is still checked: one the booking would refuse must not pass unseen.
  const plateProblem = plateLooksWrong(plate) ? t.plateInvalid : undefined;

  const enter = (code: string, year: string, plateText: string) => {
    const model = setup.models.find((m) => m.code === code);
    const yearNumber = Number(year);
    const usable =
      model &&
      /^\d{4}$/.test(year) &&
      yearNumber >= firstYear &&
      yearNumber <= lastYear &&
      !plateLooksWrong(plateText);
    // What is typed no longer names a vehicle: the one entered before does not stay behind it.
    if (!usable) {
      dispatch({ type: "setVehicle", vehicle: null });
      return;
    }
    dispatch({
      type: "setVehicle",
      vehicle: {
        id: null,
        modelCode: model.code,
        modelName: model.name,
        modelYear: yearNumber,
        plate: plateText.replace(/[^A-Za-z0-9]/g, "").toUpperCase() || null,
        vin: setup.vin,
        mileageKm: cart.vehicle?.mileageKm ?? 0,
        soldOn: null,
      },
    });
  };

  return (
    <div className="flex flex-col gap-6">
      {setup.myVehicles.length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-lg font-semibold">{t.myVehicles}</legend>
          {setup.myVehicles.map((vehicle) => (
            <label
              key={vehicle.id}
              className="flex items-center gap-3 rounded-md border border-surface-alt p-3"
            >
              <input
                type="radio"
                name="vehicle"
                value={String(vehicle.id)}
                checked={choice === String(vehicle.id)}
                onChange={() => {
                  setChoice(String(vehicle.id));
                  dispatch({ type: "setVehicle", vehicle });
                }}
              />
              <span className="min-w-0 wrap-anywhere">
                {vehicle.modelName} {vehicle.modelYear}
                {vehicle.plate ? ` · ${vehicle.plate}` : ""}
              </span>
            </label>
          ))}
          <label className="flex items-center gap-3 rounded-md border border-surface-alt p-3">
            <input
              type="radio"
              name="vehicle"
              value="other"
              checked={choice === "other"}
              onChange={() => {
                setChoice("other");
                enter(modelCode, modelYear, plate);
              }}
            />
            <span>{t.enterVehicle}</span>
          </label>
        </fieldset>
      )}
      {(choice === "other" || setup.myVehicles.length === 0) && (
        <div className="flex flex-col gap-4">
          <p>{setup.loggedIn && setup.myVehicles.length === 0 ? t.noVehicles : t.visitorIntro}</p>
          <Field id="vehicle-model" label={t.model}>
            <select
              id="vehicle-model"
              className={inputClass}
              value={modelCode}
              onChange={(event) => {
                setModelCode(event.target.value);
                enter(event.target.value, modelYear, plate);
              }}
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
              onChange={(event) => {
                setModelYear(event.target.value);
                enter(modelCode, event.target.value, plate);
              }}
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
              onChange={(event) => {
                setPlate(event.target.value);
                enter(modelCode, modelYear, event.target.value);
              }}
            />
          </Field>
        </div>
      )}
    </div>
  );
}
