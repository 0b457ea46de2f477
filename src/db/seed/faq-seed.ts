import { and, eq } from "drizzle-orm";
import type { Database } from "../client";
import { faqCategories, faqQuestions } from "../schema";
import { faqSeed, faqSlug } from "./faq";
import { faqCategoryCorrections, faqCorrections } from "./faq-corrections";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Categories and questions that are missing; an operator's edits are kept. An answer or a
 * category's description an earlier seed wrote wrongly is corrected only while it still holds that
 * exact text (faq-corrections.ts).
 */
export async function seedFaq(tx: Transaction): Promise<void> {
  await tx
    .insert(faqCategories)
    .values(
      faqSeed.map((category, order) => ({
        slug: category.slug,
        name: category.name,
        description: category.description,
        displayOrder: order,
      })),
    )
    .onConflictDoNothing();
  for (const [slug, previousDescription] of faqCategoryCorrections) {
    const description = faqSeed.find((category) => category.slug === slug)?.description;
    if (description === undefined || description === previousDescription) continue;
    await tx
      .update(faqCategories)
      .set({ description })
      .where(and(eq(faqCategories.slug, slug), eq(faqCategories.description, previousDescription)));
  }
  const ids = new Map(
    (await tx.select({ id: faqCategories.id, slug: faqCategories.slug }).from(faqCategories)).map(
      (row) => [row.slug, row.id],
    ),
  );
  const rows = faqSeed.flatMap((category) => {
    const categoryId = ids.get(category.slug);
    if (categoryId === undefined) return [];
    return category.questions.map(([question, answer], order) => ({
      categoryId,
      slug: faqSlug(question),
      question,
      answer,
      displayOrder: order,
    }));
  });
  await tx.insert(faqQuestions).values(rows).onConflictDoNothing();
  const answers = new Map(rows.map((row) => [row.slug, row.answer]));
  for (const [slug, previousAnswer] of faqCorrections) {
    const answer = answers.get(slug);
    if (answer === undefined || answer === previousAnswer) continue;
    await tx
      .update(faqQuestions)
      .set({ answer })
      .where(and(eq(faqQuestions.slug, slug), eq(faqQuestions.answer, previousAnswer)));
  }
}
