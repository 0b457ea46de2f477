import type { Database } from "../client";
import { faqCategories, faqQuestions } from "../schema";
import { faqSeed, faqSlug } from "./faq";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Categories and questions that are missing; an operator's edits are kept. */
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
}
