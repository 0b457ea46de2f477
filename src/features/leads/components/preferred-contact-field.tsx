import type { ComponentProps } from "react";
import { FieldError } from "@/ui/field-error";
import { preferredContacts, type PreferredContact } from "../domain/lead-rules";
import { leadTexts as texts } from "../texts";

/** The contact preference's radios; `radio` (a name, or react-hook-form's registration) goes on each. */
export function PreferredContactField({
  formId,
  error,
  checkedByDefault,
  ...radio
}: ComponentProps<"input"> & {
  formId: string;
  error?: string;
  /** For a form without script; react-hook-form checks its default value itself. */
  checkedByDefault?: PreferredContact;
}) {
  const errorId = `${formId}-preferredContact-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="font-semibold">{texts.preferredContact}</legend>
      <div className="mt-1 flex flex-wrap gap-4">
        {preferredContacts.map((value) => (
          <label key={value} className="inline-flex min-h-11 items-center gap-2">
            <input
              type="radio"
              id={value === preferredContacts[0] ? `${formId}-preferredContact` : undefined}
              value={String(value)}
              defaultChecked={
                checkedByDefault === undefined ? undefined : value === checkedByDefault
              }
              {...radio}
            />
            {texts.contactOptions[value]}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
