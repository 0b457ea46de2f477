import Link from "next/link";
import type { ComponentProps } from "react";

type TextLinkProps = ComponentProps<typeof Link> & {
  /** Semibold, as calls to action in running text; plain for links inside sentences. */
  emphasis?: boolean;
  /** A 44 px tall target, for links that stand alone (WCAG 2.5.8 asks 24; we keep 44). */
  touch?: boolean;
};

/** The storefront's text link: the accent colour, underlined, on a white or light surface. */
export function textLinkClass({
  emphasis = true,
  touch = false,
  className = "",
}: { emphasis?: boolean; touch?: boolean; className?: string } = {}): string {
  return [
    touch ? "inline-flex min-h-11 items-center" : "",
    emphasis ? "font-semibold" : "",
    "text-brand-accent underline",
    className,
  ]
    .filter(Boolean)
    .join(" ");
}

export function TextLink({ emphasis, touch, className, ...props }: TextLinkProps) {
  return <Link className={textLinkClass({ emphasis, touch, className })} {...props} />;
}
