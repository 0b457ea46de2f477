import type { RefObject } from "react";
import { flushSync } from "react-dom";

/**
 * Shows a form's refusal and puts the keyboard on the first field it marks invalid, whose message
 * is tied to it and read with it. A refusal that marks no field puts it on `fallback` instead.
 */
export function focusRefusal(
  form: HTMLFormElement | null,
  show: () => void,
  fallback?: RefObject<HTMLElement | null>,
) {
  flushSync(show);
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  (field ?? fallback?.current)?.focus();
}

/** Shows an outcome and moves the keyboard to its message (tabIndex -1), which is read then. */
export function focusOutcome(message: RefObject<HTMLElement | null>, show: () => void) {
  flushSync(show);
  message.current?.focus();
}
