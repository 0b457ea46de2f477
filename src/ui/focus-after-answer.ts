import type { RefObject } from "react";
import { flushSync } from "react-dom";

/**
 * Shows a form's answer, then puts the keyboard on it: on the first field it marks invalid in
 * `form` (its message tied to it and read with it), else on `message` (tabIndex -1). A button
 * disabled while waiting has dropped the focus to the page's body; this takes it back there.
 */
export function focusAnswer(
  show: () => void,
  message?: RefObject<HTMLElement | null>,
  form?: HTMLFormElement | null,
) {
  flushSync(show);
  (form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? message?.current)?.focus();
}
