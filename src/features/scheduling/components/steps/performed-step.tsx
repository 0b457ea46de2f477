"use client";

import { useState } from "react";
import { maxMileageKm, parseMileage } from "@/features/garage";
import { groupTypedMileage } from "../../domain/mileage-typing";
import { earliestRevisionDate } from "../../domain/revision-date";
import { schedulingTexts as t } from "../../texts";
import { Field, inputClass } from "../field";
import type { StepProps } from "../wizard-types";
import { useMileageCaret } from "./use-mileage-caret";

/** What is wrong with a typed revision odometer ("10100" and "10.100" are both right). */
function readingProblem(text: string): string | undefined {
  const km = parseMileage(text);
  if (!Number.isInteger(km)) return t.errors.mileageFormat;
  if (km < 0) return t.errors.mileage;
  if (km > maxMileageKm) return t.errors.mileageTooHigh;
  return undefined;
}

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
  // Typed as the garage shows it ("10.100") or without dots: the dots are regrouped as it is typed.
  const [odometer, setOdometer] = useState(
    cart.revisionOdometer === null ? "" : groupTypedMileage(String(cart.revisionOdometer)),
  );
  const { input, rememberCaret } = useMileageCaret(odometer);
  const odometerProblem = odometer.trim() === "" ? undefined : readingProblem(odometer);
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
          ref={input}
          inputMode="numeric"
          className={inputClass}
          value={odometer}
          aria-invalid={odometerProblem !== undefined}
          aria-describedby={odometerProblem ? "performed-odometer-error" : undefined}
          onChange={(event) => {
            const typed = event.target.value;
            rememberCaret(typed, event.target.selectionStart);
            const shown = groupTypedMileage(typed);
            setOdometer(shown);
            // An emptied field, or one that holds no reading, takes the reading out of the cart:
            // "Continuar" waits for a good one, and the field says what is wrong.
            const usable = shown.trim() !== "" && readingProblem(shown) === undefined;
            dispatch({
              type: "setRevisionOdometer",
              odometer: usable ? parseMileage(shown) : null,
            });
          }}
        />
      </Field>
    </div>
  );
}
