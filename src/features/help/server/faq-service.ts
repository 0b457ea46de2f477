import "server-only";
import { findCategory, type FaqCategory, type FaqQuestion } from "../domain/faq";
import { searchTerms } from "../domain/search-terms";
import { faqCatalogue, searchFaq } from "./faq-repository";

export interface FaqView {
  categories: FaqCategory[];
  /** The category asked for, when it exists; otherwise every category is shown. */
  category: FaqCategory | null;
  /** What the visitor typed, trimmed; null without a search. */
  query: string | null;
  questions: FaqQuestion[];
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
