"use client";

import { useId, type ReactNode } from "react";

interface ChoiceChipsProps<T extends string | number> {
  legend: string;
  options: readonly T[];
  value: T | undefined;
  onChange: (value: T) => void;
  label: (value: T) => string;
  className?: string;
  children?: ReactNode;
}

/** A radio group drawn as pill buttons: native radios, so arrow keys and forms work as usual. */
export function ChoiceChips<T extends string | number>({
  legend,
  options,
  value,
  onChange,
  label,
  className = "",
  children,
}: ChoiceChipsProps<T>) {
  const name = useId();
  return (
    <fieldset className={className}>
      <legend className="font-semibold">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand px-4 has-checked:bg-brand has-checked:text-white"
          >
            <input
              type="radio"
              name={name}
              value={String(option)}
              checked={option === value}
              onChange={() => onChange(option)}
            />
            {label(option)}
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
