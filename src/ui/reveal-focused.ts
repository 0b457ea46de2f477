import type { FocusEvent } from "react";

/**
 * Scrolls a scrolling dialog or drawer to the control that just took focus. Radix's focus trap
 * moves focus without scrolling (`preventScroll`), so a Tab that wraps from the last control to
 * the first left the focused close button above the visible part of a tall dialog.
 */
export function revealFocused(event: FocusEvent<HTMLElement>): void {
  const target = event.target;
  if (target === event.currentTarget || !(target instanceof HTMLElement)) return;
  target.scrollIntoView({ block: "nearest" });
}
