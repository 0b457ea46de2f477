import type { ComponentProps } from "react";

type ButtonProps = ComponentProps<"button"> & { variant?: "primary" | "secondary" };

const variants = {
  primary: "bg-brand text-white hover:bg-brand-accent",
  secondary: "border-2 border-brand bg-white text-brand hover:bg-surface-alt",
};

/**
 * The shared call-to-action button: at least 229x48 px with a 48 px radius (SPEC.md section 9).
 * A longer label widens it rather than running into its rounded ends ("Confirmar agendamento"
 * is wider than 229 px less its padding), and only wraps where even the container is too narrow.
 */
export function Button({
  variant = "primary",
  className = "",
  type = "button",
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={`inline-flex min-h-(--height-cta) w-fit max-w-full min-w-[min(var(--width-cta),100%)] items-center justify-center rounded-(--radius-cta) px-4 py-2 text-center text-base font-semibold text-balance transition-colors duration-(--duration-shortest) disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${className}`}
      {...props}
    />
  );
}
