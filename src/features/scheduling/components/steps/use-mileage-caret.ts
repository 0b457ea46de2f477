import { useLayoutEffect, useRef } from "react";
import { caretAfterDigits } from "../../domain/mileage-typing";

/**
 * Regrouping a typed mileage moves its dots ("4600" becomes "4.600"): the caret stays after the
 * digits it followed, not at the end. `rememberCaret` is called with what was typed, before the text
 * is regrouped; the caret is put back once the regrouped `text` renders.
 */
export function useMileageCaret(text: string) {
  const input = useRef<HTMLInputElement>(null);
  const caretDigits = useRef<number | null>(null);
  useLayoutEffect(() => {
    const digits = caretDigits.current;
    if (digits === null || !input.current) return;
    caretDigits.current = null;
    const at = caretAfterDigits(text, digits);
    input.current.setSelectionRange(at, at);
  }, [text]);
  const rememberCaret = (typed: string, caret: number | null) => {
    caretDigits.current = typed.slice(0, caret ?? typed.length).replace(/\D/g, "").length;
  };
  return { input, rememberCaret };
}
