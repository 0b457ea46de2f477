"use client";

import type { MouseEvent, ReactNode } from "react";
import { createPortal } from "react-dom";
import { pageSkipLinksId, skipLinkClass } from "./skip-links";

/**
 * A skip link among the page's first, to an element that is not always there (a bar fixed at the
 * bottom, past the whole listing). It moves the keyboard to the element without changing the
 * address. Rendered only in the browser, into the shell's place for it.
 */
export function PageSkipLink({ targetId, children }: { targetId: string; children: ReactNode }) {
  const place = typeof document === "undefined" ? null : document.getElementById(pageSkipLinksId);
  if (!place) return null;
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return createPortal(
    <a href={`#${targetId}`} className={skipLinkClass} onClick={go}>
      {children}
    </a>,
    place,
  );
}
