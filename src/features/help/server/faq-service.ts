import "server-only";
import { ApiError } from "@/lib/http";
import { findCategory, type FaqCategory, type FaqQuestion } from "../domain/faq";
import { searchTerms } from "../domain/search-terms";
import { faqCatalogue, searchFaq } from "./faq-repository";
import { faqSearchLimit } from "./faq-limits";

export interface FaqView {
  categories: FaqCategory[];
  /** The category asked for, when it exists; otherwise every category is shown. */
  category: FaqCategory | null;
  /** What the visitor typed, trimmed; null without a search. */
  query: string | null;
  questions: FaqQuestion[];
  /** Why the search did not run (too many from this connection), in pt-BR; null when it ran. */
  refusal?: string | null;
}

/**
 * What /ajuda/perguntas-frequentes and GET /api/v1/core/faq show: a search ranks answers of every
 * category; otherwise the chosen category's questions, or all of them.
 */
export async function faqView(input: { category?: string; q?: string }): Promise<FaqView> {
  const { categories, questions } = await faqCatalogue();
  const category = findCategory(categories, input.category) ?? null;
  const query = input.q?.trim() ? input.q.trim() : null;
  if (query !== null) {
    const terms = searchTerms(query);
    return { categories, category, query, questions: terms ? await searchFaq(terms) : [] };
  }
  return {
    categories,
    category,
    query,
    questions: category
      ? questions.filter((question) => question.category.slug === category.slug)
      : questions,
  };
}

/**
 * The page's view: a search counts against the same per-address limit as the API's, and past it
 * the page says so and when to come back instead of searching.
 */
export async function faqPageView(
  input: { category?: string; q?: string },
  request: { headers: Headers },
): Promise<FaqView> {
  const query = input.q?.trim() ? input.q.trim() : null;
  if (query === null) return faqView(input);
  try {
    await faqSearchLimit.consume({ ip: request });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 429) throw error;
    const { categories } = await faqCatalogue();
    return { categories, category: null, query, questions: [], refusal: error.message };
  }
  return faqView(input);
}
