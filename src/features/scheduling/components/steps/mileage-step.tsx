"use client";

import { useState } from "react";
import { dueRevisionNumber } from "@/features/garage";
import { schedulingTexts as t } from "../../texts";
import { Field, inputClass } from "../field";
import type { StepProps } from "../wizard-types";

export function MileageStep({ cart, dispatch, setup }: StepProps) {
  const [text, setText] = useState(
    cart.mileage !== null
      ? String(cart.mileage)
      : cart.vehicle?.mileageKm
        ? String(cart.vehicle.mileageKm)
        : "",
  );
  const value = Number(text);
  const invalid = text !== "" && (!/^\d+$/.test(text.trim()) || value < 0);
  const due =
    cart.mileage !== null && cart.vehicle
      ? dueRevisionNumber(
          cart.vehicle.soldOn ?? `${cart.vehicle.modelYear - 1}-12-01`,
          cart.mileage,
          setup.today,
        )
      : null;
  return (
    <div className="flex flex-col gap-4">
      <Field id="mileage" label={t.mileage} error={invalid ? t.errors.mileage : undefined}>
        <input
          id="mileage"
          className={inputClass}
          inputMode="numeric"
          value={text}
          aria-invalid={invalid}
          aria-describedby={invalid ? "mileage-error" : undefined}
          onChange={(event) => {
            setText(event.target.value);
            const parsed = Number(event.target.value);
            if (/^\d+$/.test(event.target.value.trim()))
              dispatch({ type: "setMileage", mileage: parsed });
          }}
        />
      </Field>
      {due !== null && setup.flow === "periodic_revision" && <p>{t.dueRevision(due)}</p>}
    </div>
  );
}
