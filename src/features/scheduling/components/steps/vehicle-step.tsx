"use client";

import { useState } from "react";
import { loadOnFirstUse } from "@/ui/load-on-first-use";
import { vehicleStepTexts as t } from "../../vehicle-step-texts";
import type { CartVehicle } from "../../domain/booking-cart";
import type { TypedVehicle } from "../../domain/typed-vehicle";
import type { StepProps } from "../wizard-types";

// A registered owner books for a garage vehicle: the form for another one loads when it shows.
const TypedVehicleForm = loadOnFirstUse(() =>
  import("./typed-vehicle-form").then((module) => module.TypedVehicleForm),
);

export function VehicleStep({ cart, dispatch, setup }: StepProps) {
  const [choice, setChoice] = useState<string>(
    cart.vehicle?.id
      ? String(cart.vehicle.id)
      : setup.myVehicles.length > 0 && !cart.vehicle
        ? ""
        : "other",
  );
  const [typed, setTyped] = useState<TypedVehicle>(
    cart.vehicle && !cart.vehicle.id
      ? {
          modelCode: cart.vehicle.modelCode,
          modelYear: String(cart.vehicle.modelYear),
          plate: cart.vehicle.plate ?? "",
        }
      : { modelCode: "", modelYear: "", plate: cart.vehicle?.plate ?? "" },
  );

  // The vehicle that what is typed names, worked out by the form (whose code loads with it): a
  // typed vehicle in the cart is the one its fields were filled in from.
  const [typedVehicle, setTypedVehicle] = useState<CartVehicle | null>(
    cart.vehicle && !cart.vehicle.id ? cart.vehicle : null,
  );

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
                {vehicle.plate ? (
                  <>
                    {" · "}
                    <span className="whitespace-nowrap">{vehicle.plate}</span>
                  </>
                ) : null}
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
                // The cart takes what is typed: no vehicle while it names none.
                dispatch({
                  type: "setVehicle",
                  vehicle: typedVehicle,
                });
              }}
            />
            <span>{t.enterVehicle}</span>
          </label>
        </fieldset>
      )}
      {(choice === "other" || setup.myVehicles.length === 0) && (
        <TypedVehicleForm
          setup={setup}
          typed={typed}
          onChange={(next, vehicle) => {
            setTyped(next);
            setTypedVehicle(vehicle);
            dispatch({ type: "setVehicle", vehicle });
          }}
        />
      )}
    </div>
  );
}
