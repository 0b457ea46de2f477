/**
 * A vehicle's nickname, as the garage's form and the API check it. Its length counts what the
 * owner sees as one character (a grapheme: "🚗", "é", a family emoji joined by ZWJ), not the
 * UTF-16 units a browser's maxLength counts. Characters that change how the text around them
 * reads are refused: controls, bidi overrides and marks (a right-to-left override showed the
 * vehicle switcher's text reversed) and lone surrogates.
 */
export const nicknameMaxLength = 30;

/** Far above any 30 graphemes a person types: what longer is not read at all. */
export const nicknameMaxUnits = 400;

const graphemes = new Intl.Segmenter("pt-BR", { granularity: "grapheme" });

/** The characters a person counts in the text. */
export function graphemeCount(value: string): number {
  let count = 0;
  for (const _ of graphemes.segment(value)) count += 1;
  return count;
}

export function nicknameFits(value: string): boolean {
  return value.length <= nicknameMaxUnits && graphemeCount(value) <= nicknameMaxLength;
}

// C0 and C1 controls; LRM and RLM; LRE, RLE, PDF, LRO and RLO; LRI, RLI, FSI and PDI; a surrogate
// not paired with its other half (\p{Cs} in a "u" pattern matches only those).
const forbiddenCharacter =
  /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]|\p{Cs}/u;

export function nicknameCharactersAllowed(value: string): boolean {
  return !forbiddenCharacter.test(value);
}
