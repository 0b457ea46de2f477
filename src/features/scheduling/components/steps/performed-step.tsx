"use client";

import { useState } from "react";
import { maxMileageKm } from "@/lib/odometer";
import { earliestRevisionDate } from "../../domain/revision-date";
import { schedulingTexts as t } from "../../texts";
import { Field, inputClass } from "../field";
import type { StepProps } from "../wizard-types";

/** correction_revision: which revision was done, when and at what odometer reading. */
export function PerformedStep({ cart, dispatch, setup }: StepProps) {
  const date = cart.servicePerformedDate;
  const soldOn = cart.vehicle?.soldOn ?? null;
  const earliest = earliestRevisionDate(cart.vehicle);
  const dateProblem =
    date === null || date === ""
      ? undefined
      : date > setup.today
        ? t.errors.performedDate
        : earliest !== null && date < earliest
          ? soldOn
            ? t.errors.performedBeforeSale(soldOn)
            : t.errors.performedBeforeModelYear
          : undefined;
  // The reading's ceiling is the garage's, told here as in the mileage step, not only refused by
  // the server after "Confirmar". A reading above it stays typed, for the owner to correct, but
  // leaves the cart: "Continuar" waits for a good one.
  const [odometer, setOdometer] = useState(
    cart.revisionOdometer === null ? "" : String(cart.revisionOdometer),
  );
  const odometerProblem =
    odometer !== "" && Number(odometer) > maxMileageKm ? t.errors.mileageTooHigh : undefined;
  return (
    <div className="flex flex-col gap-4">
      <Field id="performed-number" label={t.performedRevision}>
        <select
          id="performed-number"
          className={inputClass}
          value={cart.selectedRevision?.revisionNumber ?? ""}
          onChange={(event) =>
            dispatch({
              type: "setSelectedRevision",
              revision: event.target.value
                ? { revisionNumber: Number(event.target.value), price: 0, durationMinutes: 0 }
                : null,
            })
          }
        >
          <option value="">{t.choose}</option>
          {Array.from({ length: 10 }, (_, index) => index + 1).map((n) => (
            <option key={n} value={n}>
              {t.revisionTitle(n)}
            </option>
          ))}
        </select>
      </Field>
      <Field id="performed-date" label={t.performedDate} error={dateProblem}>
        <input
          id="performed-date"
          type="date"
          className={inputClass}
          min={earliest ?? undefined}
          max={setup.today}
          value={cart.servicePerformedDate ?? ""}
          aria-invalid={dateProblem !== undefined}
          aria-describedby={dateProblem ? "performed-date-error" : undefined}
          onChange={(event) => {
            dispatch({ type: "setServicePerformedDate", date: event.target.value });
            dispatch({ type: "setRevisionDate", date: event.target.value });
          }}
        />
      </Field>
      <Field id="performed-odometer" label={t.performedOdometer} error={odometerProblem}>
        <input
          id="performed-odometer"
          inputMode="numeric"
          className={inputClass}
          value={odometer}
          aria-invalid={odometerProblem !== undefined}
          aria-describedby={odometerProblem ? "performed-odometer-error" : undefined}
          onChange={(event) => {
            const typed = event.target.value;
            if (typed !== "" && !/^\d+$/.test(typed)) return;
            setOdometer(typed);
            // An emptied field empties the reading, so "Continuar" waits for a new one.
            const usable = typed !== "" && Number(typed) <= maxMileageKm;
            dispatch({ type: "setRevisionOdometer", odometer: usable ? Number(typed) : null });
          }}
        />
      </Field>
    </div>
  );
}
