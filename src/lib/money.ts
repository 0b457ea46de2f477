// Money is stored and computed in whole centavos; the API and the forms speak reais (SPEC.md).
// One place for the conversion, so no float drift creeps in at a second, slightly different one.

/** 12345 centavos → 123.45 reais. */
export function centsToReais(cents: number): number {
  return cents / 100;
}

/** 123.45 reais → 12345 centavos, rounded to the nearest centavo (binary floats: 0.29 * 100). */
export function reaisToCents(reais: number): number {
  return Math.round(reais * 100);
}
