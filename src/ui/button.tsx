import type { ComponentProps } from "react";

type ButtonProps = ComponentProps<"button"> & {
  variant?: "primary" | "secondary";
  /**
   * Waiting for an answer: the button refuses presses but keeps the focus. `disabled` would drop
   * the keyboard's focus to the page's body in the middle of the action.
   */
  busy?: boolean;
};

const variants = {
  primary: "bg-brand text-white hover:bg-brand-accent",
  secondary: "border-2 border-brand bg-white text-brand hover:bg-surface-alt",
};

/** The shared call-to-action button: 229x48 px with a 48 px radius (SPEC.md section 9); its text never wraps. */
export function Button({
  variant = "primary",
  className = "",
  type = "button",
  busy = false,
  onClick,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={(event) => {
        // Also stops the form's submission, by click or by Enter in one of its fields.
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
      className={`inline-flex h-(--height-cta) w-(--width-cta) max-w-full items-center justify-center rounded-(--radius-cta) px-4 text-base font-semibold whitespace-nowrap transition-colors duration-(--duration-shortest) disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ${variants[variant]} ${className}`}
      {...props}
    />
  );
}
