import { customType, index, integer, pgTable, serial, smallint, text } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** A help-centre category (SPEC.md: /ajuda/perguntas-frequentes?defaultCategory=<name>). */
export const faqCategories = pgTable("faq_categories", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  /** The name SPEC.md's defaultCategory carries, e.g. "Cadastro e login". */
  name: text("name").notNull().unique(),
  description: text("description").notNull(),
  displayOrder: smallint("display_order").notNull(),
});

/**
 * A question and its answer. The search vector is computed by the database (Portuguese stemming
 * over unaccented text, the question weighing more than the answer), so an edit is searchable at once.
 */
export const faqQuestions = pgTable(
  "faq_questions",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => faqCategories.id, { onDelete: "cascade" }),
    /** The answer's deep-link anchor (#slug). */
    slug: text("slug").notNull().unique(),
    question: text("question").notNull(),
    /** Plain text; paragraphs separated by a blank line. */
    answer: text("answer").notNull(),
    displayOrder: smallint("display_order").notNull(),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('portuguese', faq_unaccent(question)), 'A') || setweight(to_tsvector('portuguese', faq_unaccent(answer)), 'B')`,
    ),
  },
  (table) => [
    index("faq_questions_category_idx").on(table.categoryId, table.displayOrder),
    index("faq_questions_search_idx").using("gin", table.searchVector),
  ],
);
