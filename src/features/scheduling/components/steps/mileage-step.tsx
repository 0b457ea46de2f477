"use client";

import { useEffect, useState } from "react";
import { lowerMileageTexts, maxMileageKm, parseMileage, typedBelowLast } from "@/features/garage";
import { lastMileageOf, startingMileageText } from "../../domain/booking-cart";
import { mileageReadingIsOld } from "../../domain/mileage-age";
import { suggestedRevision } from "../revision-suggestion";
import { groupTypedMileage } from "../../domain/mileage-typing";
import { schedulingTexts as t } from "../../texts";
import { Field, inputClass } from "../field";
import type { StepProps } from "../wizard-types";
import { useMileageCaret } from "./use-mileage-caret";

/** What is wrong with a typed reading ("45210" and "45.210" are both right), or null. */
function readingProblem(text: string): string | null {
  const km = parseMileage(text);
  if (!Number.isInteger(km)) return t.errors.mileageFormat;
  if (km > maxMileageKm) return t.errors.mileageTooHigh;
  if (km < 0) return t.errors.mileage;
  return null;
}

export function MileageStep({ cart, dispatch, setup }: StepProps) {
  const [text, setText] = useState(groupTypedMileage(startingMileageText(cart)));
  const { input, rememberCaret } = useMileageCaret(text);
  const problem = text.trim() === "" ? null : readingProblem(text);
  // The garage's rule: a figure below the vehicle's last reading counts once the owner confirms
  // it, with the garage's own words (the booking does not lower the garage's reading, 050).
  const lastKm = lastMileageOf(cart.vehicle);
  const [confirmedLower, setConfirmedLower] = useState(cart.mileageConfirmedLower === true);
  const belowLast = problem === null && typedBelowLast(text, lastKm);
  const lowerRefused = belowLast && !confirmedLower;
  const fieldError = problem ?? (lowerRefused ? lowerMileageTexts.message(lastKm) : null);
  // An old garage reading would suggest the wrong revision and reach the dealer as today's: it
  // stays in the field, but counts only once the owner confirms it or types the current one. Read
  // once, as the step opens: a reading confirmed or typed is in the cart after a reload.
  const [oldReadingOn] = useState(() =>
    cart.mileage === null &&
    cart.vehicle &&
    mileageReadingIsOld(cart.vehicle.mileageReadOn, setup.today)
      ? (cart.vehicle.mileageReadOn ?? null)
      : null,
  );
  const [edited, setEdited] = useState(false);
  const askToConfirm = oldReadingOn !== null && !edited && problem === null && text.trim() !== "";

  // A recent garage reading, shown in the field, counts as the answer until the owner types
  // another: "Continuar" takes it as it is.
  useEffect(() => {
    if (
      cart.mileage === null &&
      oldReadingOn === null &&
      text.trim() !== "" &&
      readingProblem(text) === null
    ) {
      dispatch({ type: "setMileage", mileage: parseMileage(text) });
    }
    // Once, as the step opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const due =
    cart.mileage !== null && cart.vehicle
      ? suggestedRevision(cart.vehicle, cart.mileage, setup.today, setup.revisionsDone)
      : null;
  return (
    <div className="flex flex-col gap-4">
      {/* An empty field says what "Continuar" waits for, rather than leaving it off unexplained. */}
      <Field
        id="mileage"
        label={t.mileage}
        hint={
          text.trim() === ""
            ? t.mileageNeeded
            : askToConfirm && oldReadingOn
              ? t.mileageOld(oldReadingOn)
              : undefined
        }
        error={fieldError ?? undefined}
      >
        <input
          id="mileage"
          ref={input}
          className={inputClass}
          inputMode="numeric"
          value={text}
          aria-invalid={fieldError !== null}
          aria-describedby={
            fieldError
              ? "mileage-error"
              : text.trim() === "" || askToConfirm
                ? "mileage-hint"
                : undefined
          }
          onChange={(event) => {
            const typed = event.target.value;
            rememberCaret(typed, event.target.selectionStart);
            // The regrouped text is the reading: "4.6000" typed after "4.600" is 46.000.
            const shown = groupTypedMileage(typed);
            setText(shown);
            // A reading typed is the owner's own: an old one asks for nothing more.
            setEdited(true);
            // A reading that is not one takes the last good one out: "Continuar" waits for it.
            const usable = shown.trim() !== "" && readingProblem(shown) === null;
            dispatch({
              type: "setMileage",
              mileage: usable ? parseMileage(shown) : null,
              confirmedLower,
            });
          }}
        />
      </Field>
      {/* A checkbox, not a button that goes away: the keyboard's focus stays where it was. */}
      {askToConfirm && (
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            className="size-5"
            checked={cart.mileage !== null}
            onChange={(event) =>
              dispatch({
                type: "setMileage",
                mileage: event.target.checked ? parseMileage(text) : null,
              })
            }
          />
          {t.mileageConfirm(text)}
        </label>
      )}
      {belowLast && (
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            className="size-5 shrink-0"
            checked={confirmedLower}
            onChange={(event) => {
              setConfirmedLower(event.target.checked);
              dispatch({
                type: "setMileage",
                mileage: parseMileage(text),
                confirmedLower: event.target.checked,
              });
            }}
          />
          {lowerMileageTexts.confirm}
        </label>
      )}
      {due !== null && setup.flow === "periodic_revision" && <p>{t.dueRevision(due)}</p>}
    </div>
  );
}
