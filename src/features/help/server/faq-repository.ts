import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { database, rawRows } from "@/db";
import { faqCategories, faqQuestions } from "@/db/schema";
import { keyedReadCache } from "@/lib/keyed-read-cache";
import { readCache } from "@/lib/read-cache";
import type { FaqCategory, FaqQuestion } from "../domain/faq";

export interface FaqCatalogue {
  categories: FaqCategory[];
  questions: FaqQuestion[];
}

const cacheTtlMs = 60_000;
// Every answer a search matches, as the page says how many it found: the catalogue holds about
// seventy, and a common word ("veículo") names more than twenty of them. The cap only bounds a
// catalogue grown far past that.
const faqSearchLimitRows = 200;

/** The whole help centre (a few dozen answers): read once a minute, not per page view. */
export const faqCatalogue = readCache<FaqCatalogue>("faq-catalogue", cacheTtlMs, async () => {
  const rows = await database()
    .select({
      slug: faqQuestions.slug,
      question: faqQuestions.question,
      answer: faqQuestions.answer,
      categorySlug: faqCategories.slug,
      categoryName: faqCategories.name,
      categoryDescription: faqCategories.description,
    })
    .from(faqCategories)
    .leftJoin(faqQuestions, eq(faqQuestions.categoryId, faqCategories.id))
    .orderBy(asc(faqCategories.displayOrder), asc(faqQuestions.displayOrder));
  const categories = new Map<string, FaqCategory>();
  const questions: FaqQuestion[] = [];
  for (const row of rows) {
    const category = categories.get(row.categorySlug) ?? {
      slug: row.categorySlug,
      name: row.categoryName,
      description: row.categoryDescription,
      questionCount: 0,
    };
    categories.set(row.categorySlug, category);
    if (row.slug === null || row.question === null || row.answer === null) continue;
    category.questionCount += 1;
    questions.push({
      slug: row.slug,
      question: row.question,
      answer: row.answer,
      category: { slug: row.categorySlug, name: row.categoryName },
    });
  }
  return { categories: [...categories.values()], questions };
});

interface SearchRow {
  slug: string;
  question: string;
  answer: string;
  category_slug: string;
  category_name: string;
}

/**
 * Full-text search over questions and answers: Portuguese stems of unaccented words, every word
 * required, the last one also as the start of a word (a search typed as "recal" or "agend" finds
 * "recall" and "agendamento"). Answers whose question holds every word come first, then those
 * whose question holds some of them (its lexemes are letters and digits, so the query's text is
 * turned into "any word" by its operators alone), then by cover density over question and answer.
 * `terms` comes from searchTerms (letters and digits only), but unaccent turns a few letters into
 * tsquery operators ("ː" into ":", "ʼ" into "'", "⑴" into "(1)"), so the last word is stripped to
 * letters and digits again after unaccent; when nothing is left the other words are searched alone
 * ("agendamento ː" as "agendamento"), and a search of such letters only finds nothing.
 */
export const searchFaq = keyedReadCache<string, FaqQuestion[]>({
  name: "help.faqSearch",
  ttlMs: cacheTtlMs,
  maxEntries: 500,
  key: (terms) => terms,
  load: async (terms) => {
    const words = terms.split(" ");
    const last = words.pop() ?? "";
    const rows = await rawRows<SearchRow>(
      database(),
      sql`select q.slug, q.question, q.answer, c.slug as category_slug, c.name as category_name
          from faq_questions q
          join faq_categories c on c.id = q.category_id
          cross join lateral (
            select plainto_tsquery('portuguese', faq_unaccent(${words.join(" ")})) as whole,
                   to_tsquery('portuguese', nullif(regexp_replace(faq_unaccent(${last}), '[^[:alnum:]]', '', 'g'), '') || ':*') as started
          ) as typed
          cross join lateral (
            select coalesce(typed.whole && typed.started, typed.whole) as query
          ) as search
          cross join lateral (
            select replace(search.query::text, '&', '|')::tsquery as any_word
          ) as words
          where q.search_vector @@ search.query
          order by ts_rank_cd(ts_filter(q.search_vector, '{a}'), search.query) desc,
                   ts_rank_cd(ts_filter(q.search_vector, '{a}'), words.any_word) desc,
                   ts_rank_cd(q.search_vector, search.query, 1) desc, c.display_order, q.display_order
          limit ${faqSearchLimitRows}`,
    );
    return rows.map((row) => ({
      slug: row.slug,
      question: row.question,
      answer: row.answer,
      category: { slug: row.category_slug, name: row.category_name },
    }));
  },
});
