/**
 * SPEC.md section 5: while the typed value is digits only and longer than five characters, a
 * hyphen goes after the fifth digit ("01310100" -> "01310-100"). Anything else is left alone.
 */
export function maskPostalCodeInput(value: string): string {
  const digits = value.replace("-", "");
  if (!/^\d+$/.test(digits) || digits.length <= 5) return value;
  if (!/^\d{5}-?\d*$/.test(value)) return value;
  return `${digits.slice(0, 5)}-${digits.slice(5, 8)}`;
}

/** The eight digits of a CEP written as "01310-100" or "01310100"; undefined for anything else. */
export function parsePostalCode(text: string): string | undefined {
  const match = /^\s*(\d{5})-?(\d{3})\s*$/.exec(text);
  return match ? `${match[1]}${match[2]}` : undefined;
}

export function formatPostalCode(digits: string): string {
  return `${digits.slice(0, 5)}-${digits.slice(5)}`;
}
