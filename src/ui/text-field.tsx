"use client";

import type { InputHTMLAttributes } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { LabelledInput } from "./labelled-input";

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

/** A labelled input with its hint and error tied to it, its value masked and told as typed. */
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
  return (
    <LabelledInput
      id={id}
      label={label}
      hint={hint}
      error={error}
      announceError={announceError}
      {...input}
      {...registration}
      onChange={(event) => {
        if (mask) event.target.value = mask(event.target.value);
        onValue?.(event.target.value);
        return registration?.onChange(event);
      }}
    />
  );
}
