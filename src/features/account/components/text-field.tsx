import type { ComponentProps } from "react";

type TextFieldProps = ComponentProps<"input"> & {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  /** The hint answers what was typed (a CEP's place): a status region, there before it speaks. */
  liveHint?: boolean;
};

/**
 * A labelled input with its hint and error tied to it for screen readers. Its id comes from its
 * name unless given: two forms of the page may send a field of the same name.
 */
export function TextField({
  name,
  label,
  error,
  hint,
  liveHint = false,
  id = `campo-${name.replace(/\W/g, "-")}`,
  className = "",
  ...props
}: TextFieldProps) {
  const described = [hint ? `${id}-dica` : "", error ? `${id}-erro` : ""].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-semibold">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className="min-h-12 w-full rounded-lg border border-[#6a737d] px-3 py-2 aria-invalid:border-danger"
        {...props}
      />
      {hint || liveHint ? (
        <p
          id={`${id}-dica`}
          role={liveHint ? "status" : undefined}
          className="mt-1 text-sm text-muted empty:hidden"
        >
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-erro`} className="mt-1 text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
