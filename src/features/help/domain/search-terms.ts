/** Longer than this is pasted text, not a question: it is answered with no results. */
export const maxSearchLength = 200;
const maxWords = 12;

/**
 * The words of a help-centre search, or null when there is nothing to search for. Only letters and
 * digits survive, so operators, quotes and SQL reach the database as plain words, every one of
 * which must match.
 */
export function searchTerms(raw: string | null | undefined): string | null {
  const text = raw?.trim() ?? "";
  if (text === "" || text.length > maxSearchLength) return null;
  const words = text
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .filter(Boolean)
    .slice(0, maxWords);
  return words.length > 0 ? words.join(" ").toLowerCase() : null;
}

/** Case- and accent-blind comparison key: "Cadastro e Login" and "cadastro-e-login" meet. */
export function comparisonKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}
