import type { ComponentProps } from "react";
import { FieldError } from "./field-error";

export const fieldInputClass =
  "mt-1 block w-full rounded border border-field-border px-3 py-2 text-base aria-[invalid=true]:border-error";

/**
 * A labelled input with its hint and error tied to it for screen readers, without script: forms
 * rendered on the server use it as it is, and TextField adds the typing behaviour around it.
 */
export function LabelledInput({
  id,
  label,
  hint,
  liveHint = false,
  error,
  announceError = false,
  ...input
}: ComponentProps<"input"> & {
  id: string;
  label: string;
  hint?: string;
  /** The hint answers what was typed (a CEP's place): a status region, there before it speaks. */
  liveHint?: boolean;
  error?: string;
  announceError?: boolean;
}) {
  const describedBy =
    [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") ||
    undefined;
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <input
        id={id}
        className={fieldInputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint || liveHint ? (
        <p
          id={`${id}-hint`}
          role={liveHint ? "status" : undefined}
          className="mt-1 text-sm text-muted empty:hidden"
        >
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} announce={announceError} />
    </div>
  );
}
