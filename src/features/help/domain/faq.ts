import { comparisonKey } from "./search-terms";

export interface FaqCategory {
  slug: string;
  name: string;
  description: string;
  questionCount: number;
}

export interface FaqQuestion {
  slug: string;
  question: string;
  answer: string;
  category: { slug: string; name: string };
}

/** SPEC.md's defaultCategory, by name or slug; an unknown one selects nothing (all categories). */
export function findCategory<C extends { slug: string; name: string }>(
  categories: readonly C[],
  wanted: string | null | undefined,
): C | undefined {
  if (!wanted) return undefined;
  const key = comparisonKey(wanted);
  if (key === "") return undefined;
  return categories.find(
    (category) => comparisonKey(category.name) === key || comparisonKey(category.slug) === key,
  );
}

/** An answer's paragraphs: the stored text separates them with a blank line. */
export function answerParagraphs(answer: string): string[] {
  return answer
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/**
 * The answer an address's fragment points at. A fragment typed or pasted by hand ("#100%",
 * "#%C3") is not valid percent-encoding and is taken as written: it names no answer, and the page
 * stays as it is.
 */
export function answerIdFromHash(hash: string): string {
  const fragment = hash.replace(/^#/, "");
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
