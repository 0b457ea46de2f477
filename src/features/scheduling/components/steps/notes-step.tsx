"use client";

import { schedulingTexts as t } from "../../texts";
import { Field, inputClass } from "../field";
import type { StepProps } from "../wizard-types";

export function NotesStep({ cart, dispatch }: StepProps) {
  return (
    <Field id="notes" label={t.notesLabel}>
      <textarea
        id="notes"
        className={`${inputClass} min-h-32`}
        maxLength={1000}
        value={cart.additionalInformation}
        onChange={(event) =>
          dispatch({ type: "setAdditionalInformation", text: event.target.value })
        }
      />
    </Field>
  );
}
