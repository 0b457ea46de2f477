import { brazilianStates, type BrazilianState } from "@/lib/brazilian-states";

export { brazilianStates, type BrazilianState };

const byCode = new Map(brazilianStates.map((state) => [state.code, state]));
const byIbgeCode = new Map(brazilianStates.map((state) => [state.ibgeCode, state]));

export function isStateCode(code: string): boolean {
  return byCode.has(code);
}

export function stateByCode(code: string): BrazilianState | undefined {
  return byCode.get(code);
}

export function stateByIbgeCode(ibgeCode: number): BrazilianState | undefined {
  return byIbgeCode.get(ibgeCode);
}

const inRanges = (prefix: number, ranges: [number, number][]) =>
  ranges.some(([from, to]) => prefix >= from && prefix <= to);

/** Where a CEP (eight digits) belongs: its state, and whether it is within the capital's ranges. */
export function statePostalMatch(
  postalCode: string,
): { state: BrazilianState; inCapital: boolean } | undefined {
  const prefix = Number(postalCode.slice(0, 5));
  const state = brazilianStates.find((candidate) => inRanges(prefix, candidate.postalRanges));
  if (!state) return undefined;
  return { state, inCapital: inRanges(prefix, state.capitalPostalRanges) };
}
