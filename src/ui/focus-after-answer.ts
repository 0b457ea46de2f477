import type { RefObject } from "react";
import { flushSync } from "react-dom";

/** An element to put the keyboard on, read once the answer shows (it may have just come or gone). */
export type FocusTarget = RefObject<HTMLElement | null> | (() => HTMLElement | null | undefined);

const elementOf = (target: FocusTarget) =>
  typeof target === "function" ? target() : target.current;

/**
 * Shows a form's answer, then puts the keyboard on it: on the first field it marks invalid in
 * `form` (its message tied to it and read with it), else on `message` (tabIndex -1), or on the
 * first of several still on the page once the answer shows. A button disabled while waiting, or
 * gone with the answer, has dropped the focus to the page's body; this takes it back there.
 */
export function focusAnswer(
  show: () => void,
  message?: FocusTarget | readonly FocusTarget[],
  form?: HTMLFormElement | null,
) {
  flushSync(show);
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (invalid) return invalid.focus();
  for (const target of ([] as readonly FocusTarget[]).concat(message ?? [])) {
    const element = elementOf(target);
    if (element) return element.focus();
  }
}
