/** A CPF with its check digits (the Receita Federal rule), one per base: the provider wants it unique. */
export function cpfOf(base: number): string {
  const digits = String(base).padStart(9, "0").split("").map(Number);
  for (const length of [9, 10]) {
    const sum = digits.reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join("");
}
