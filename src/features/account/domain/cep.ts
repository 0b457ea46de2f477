/**
 * A CEP as the Correios write it, 01310-100, however much of it is typed so far. Apart from the
 * form's rules: the field formats as it is typed, before those rules load.
 */
export function formatCep(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}
