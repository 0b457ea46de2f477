/** Digits only: "123.456.789-09" becomes "12345678909". */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, "");
}

function checkDigit(digits: string, length: number): number {
  let sum = 0;
  for (let index = 0; index < length; index += 1) {
    sum += Number(digits[index]) * (length + 1 - index);
  }
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/**
 * Receita Federal's CPF check: 11 digits, not all equal, and the two last digits are the mod-11
 * check digits of the first nine and ten (weights 10..2 and 11..2).
 */
export function isValidCpf(value: string): boolean {
  // Dots, hyphen and spaces are how a CPF is written; a letter or another sign makes it no CPF.
  if (/[^\d\s.-]/.test(value)) return false;
  const digits = onlyDigits(value);
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  return (
    checkDigit(digits, 9) === Number(digits[9]) && checkDigit(digits, 10) === Number(digits[10])
  );
}

/** "123.456.789-09" as the shopper types. */
export function formatCpf(value: string): string {
  const digits = onlyDigits(value).slice(0, 11);
  return digits
    .replace(/^(\d{3})(\d)/, "$1.$2")
    .replace(/^(\d{3})\.(\d{3})(\d)/, "$1.$2.$3")
    .replace(/\.(\d{3})(\d{1,2})$/, ".$1-$2");
}
