import { formatInteger } from "@/lib/format";

// The down payment is typed the way a Brazilian writes money: dots group thousands and the comma
// starts the centavos ("96.990,00", "96990,5", "R$ 96.990,00"). The simulation counts whole
// centavos, so the centavos typed are kept, never read as more digits of reais.

/** More reais digits than any vehicle costs; the rest of a paste is ignored. */
const maxReaisDigits = 10;

export interface ReaisReading {
  /** The amount typed, in centavos; 0 for an empty field. */
  cents: number;
  /** What the field shows while the shopper types: thousands grouped, the comma and up to two centavos as typed. */
  text: string;
}

/** Reads a pt-BR amount as typed or pasted into a money field. */
export function readReaisText(typed: string): ReaisReading {
  const comma = typed.indexOf(",");
  const whole = comma === -1 ? typed : typed.slice(0, comma);
  const reaisDigits = whole
    .replace(/\D/g, "")
    .replace(/^0+(?=\d)/, "")
    .slice(0, maxReaisDigits);
  const centsDigits =
    comma === -1
      ? ""
      : typed
          .slice(comma + 1)
          .replace(/\D/g, "")
          .slice(0, 2);
  const reais = Number(reaisDigits || "0");
  const cents = reais * 100 + Number(centsDigits.padEnd(2, "0"));
  if (comma === -1) return { cents, text: reaisDigits === "" ? "" : formatInteger(reais) };
  return { cents, text: `${formatInteger(reais)},${centsDigits}` };
}

/** The field's settled text: "96.990" for whole reais, "96.990,50" with centavos. */
export function reaisFieldText(cents: number): string {
  const reais = Math.floor(cents / 100);
  const centavos = cents % 100;
  return centavos === 0
    ? formatInteger(reais)
    : `${formatInteger(reais)},${String(centavos).padStart(2, "0")}`;
}

// The slider runs in centavos from the exact minimum to the exact maximum, so both ends are
// reachable whatever their centavos; in between it stops on whole hundreds of reais.

export interface CentsRange {
  minCents: number;
  maxCents: number;
}

/** One stop of the slider: R$ 100. */
export const sliderStepCents = 100_00;

const clamp = (cents: number, { minCents, maxCents }: CentsRange) =>
  Math.min(Math.max(cents, minCents), maxCents);

/** Where a dragged or tapped thumb settles: the ends as they are, elsewhere the nearest R$ 100. */
export function snapSliderCents(cents: number, range: CentsRange): number {
  if (cents <= range.minCents || cents >= range.maxCents) return clamp(cents, range);
  return clamp(Math.round(cents / sliderStepCents) * sliderStepCents, range);
}

/**
 * The next stop from a value, `stops` hundreds of reais up (positive) or down (negative): from
 * an odd value the first stop is the next whole hundred, and the ends are never passed.
 */
export function stepSliderCents(cents: number, stops: number, range: CentsRange): number {
  const grid = cents / sliderStepCents;
  const next =
    stops > 0
      ? (Math.floor(grid) + stops) * sliderStepCents
      : (Math.ceil(grid) + stops) * sliderStepCents;
  return clamp(next, range);
}
