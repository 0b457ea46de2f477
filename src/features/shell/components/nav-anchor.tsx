import Link from "next/link";
import type { ReactNode } from "react";
import type { NavLink } from "../navigation";
import { shellTexts } from "../texts";

/** Internal links navigate in place; external ones open a new tab without access to this page. */
export function NavAnchor({
  link,
  className,
  onNavigate,
  children,
}: {
  link: NavLink;
  className?: string;
  onNavigate?: () => void;
  children?: ReactNode;
}) {
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
        {children ?? link.label}
        <span className="sr-only"> {shellTexts.newTab}</span>
      </a>
    );
  }
  return (
    // No prefetch: a menu or footer full of links would fetch every route on open.
    <Link href={link.href} className={className} onClick={onNavigate} prefetch={false}>
      {children ?? link.label}
    </Link>
  );
}
