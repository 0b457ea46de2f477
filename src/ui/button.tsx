import type { ComponentProps } from "react";

type ButtonProps = ComponentProps<"button"> & { variant?: "primary" | "secondary" };

const variants = {
  primary: "bg-brand text-white hover:bg-brand-accent",
  secondary: "border-2 border-brand bg-white text-brand hover:bg-surface-alt",
};

/**
 * The shared call-to-action button: at least 229x48 px with a 48 px radius (SPEC.md section 9).
 * A longer label widens it rather than running into its rounded ends ("Confirmar agendamento"
 * is wider than 229 px less its padding); every label of the product fits one line from 320 px.
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
      className={`inline-flex h-(--height-cta) max-w-full min-w-(--width-cta) items-center justify-center rounded-(--radius-cta) px-4 text-base font-semibold whitespace-nowrap transition-colors duration-(--duration-shortest) disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${className}`}
      {...props}
    />
  );
}
