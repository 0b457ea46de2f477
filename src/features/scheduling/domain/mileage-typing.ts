/**
 * A mileage as the owner types it, with a dot between thousands ("46000" reads "46.000", as the
 * garage and the confirmation show it). Only digits and dots are regrouped: anything else (a
 * comma, a minus, a letter) stays as typed, for the field's message to name the problem.
 */
export function groupTypedMileage(typed: string): string {
  if (!/^[\d.]+$/.test(typed)) return typed;
  const digits = typed.replaceAll(".", "").replace(/^0+(?=\d)/, "");
  if (digits === "") return typed;
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

/** Where the caret goes in the regrouped text: after as many digits as it had before it. */
export function caretAfterDigits(text: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text.charAt(index))) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return text.length;
}
