/** Longest normalized query worth searching; anything longer cannot be a Brazilian place name. */
export const maxPlaceQueryLength = 80;

/**
 * The comparable form of a place text: no accents, lower case, letters and digits separated by
 * single spaces ("São Paulo d'Oeste" -> "sao paulo d oeste"). Emoji, markup and punctuation vanish.
 */
export function normalizePlaceText(text: string): string {
  return (
    text
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      // Old spellings write an i as y (Paraty and Parati, Niteroy): both read the same.
      .replaceAll("y", "i")
      .replace(/[^a-z0-9]+/g, " ")
      .trim()
  );
}

/** "Campinas - SP", the label every place is shown and stored with. */
export function placeLabel(city: string, state: string): string {
  return `${city} - ${state}`;
}

const wholeStateMark = " (estado)";

/** A whole state's label (a CEP outside its capital): "São Paulo (estado) - SP". */
export function wholeStateLabel(stateName: string, state: string): string {
  return placeLabel(`${stateName}${wholeStateMark}`, state);
}

/** The city a label's first part names: "ALL" for a whole state's, as its place has it. */
export function cityOfLabel(cityText: string): string {
  return cityText.endsWith(wholeStateMark) ? "ALL" : cityText;
}

/**
 * Splits "Campinas - SP", "Campinas, SP", "Campinas/SP" or "campinas sp" into a city text and a
 * state code, when the text ends with a known UF.
 */
export function splitCityAndState(
  text: string,
  isState: (code: string) => boolean,
): { city: string; state?: string } {
  const match = /^(.*?)[\s,/-]+([a-zA-Z]{2})\s*$/.exec(text.trim());
  const state = match?.[2]?.toUpperCase();
  if (match?.[1] && state && isState(state)) return { city: match[1], state };
  return { city: text };
}
