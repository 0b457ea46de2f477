"use client";

import type { InputHTMLAttributes } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "onChange" | "onBlur"
> {
  id: string;
  label: string;
  /** react-hook-form's, for a form that uses it; a plain form gives a name instead. */
  registration?: UseFormRegisterReturn;
  /** Told each value as typed, after the mask. */
  onValue?: (value: string) => void;
  error?: string;
  hint?: string;
  /** Rewrites the value as it is typed (chassi, plate, phone and CPF masks). */
  mask?: (value: string) => string;
  /**
   * Speaks the error as it appears. For errors that arrive without focus moving to the field (an
   * answer of the server); a form that focuses the first invalid field needs no announcement.
   */
  announceError?: boolean;
}

/** A labelled input with its hint and error tied to it for screen readers. */
export function TextField({
  id,
  label,
  registration,
  error,
  hint,
  mask,
  onValue,
  announceError = false,
  ...input
}: TextFieldProps) {
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
        className="mt-1 block w-full rounded border border-field-border px-3 py-2 text-base aria-[invalid=true]:border-error"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
        {...registration}
        onChange={(event) => {
          if (mask) event.target.value = mask(event.target.value);
          onValue?.(event.target.value);
          return registration?.onChange(event);
        }}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p
          id={`${id}-error`}
          role={announceError ? "alert" : undefined}
          className="mt-1 text-sm text-error"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}
