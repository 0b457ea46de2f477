import { comparePtBrNames } from "@/lib/format";

/** States in a Brazilian reader's order: "Pará, Paraíba, Paraná", "Rio de Janeiro" before "Rio Grande do Sul". */
export function statesInOrder<T extends { name: string }>(states: readonly T[]): T[] {
  return [...states].sort((a, b) => comparePtBrNames(a.name, b.name));
}

/** Dealers by city, then name, in the same order ("São Bernardo do Campo" before "Sorocaba"). */
export function dealersInOrder<T extends { city: string; name: string }>(
  dealers: readonly T[],
): T[] {
  return [...dealers].sort(
    (a, b) => comparePtBrNames(a.city, b.city) || comparePtBrNames(a.name, b.name),
  );
}
