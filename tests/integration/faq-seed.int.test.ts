import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { database, databaseHandle } from "@/db";
import { faqCategories, faqQuestions } from "@/db/schema";
import { seedDatabase } from "@/db/seed";
import { faqCategoryCorrections, faqCorrections } from "@/db/seed/faq-corrections";

beforeAll(async () => {
  await seedDatabase(databaseHandle().db);
});

const storedAnswer = async (slug: string) => {
  const [row] = await database()
    .select({ answer: faqQuestions.answer })
    .from(faqQuestions)
    .where(eq(faqQuestions.slug, slug));
  if (!row) throw new Error(`the seed has no ${slug}`);
  return row.answer;
};
const store = (slug: string, answer: string) =>
  database().update(faqQuestions).set({ answer }).where(eq(faqQuestions.slug, slug));

const previous = (slug: string) => {
  const correction = faqCorrections.find(([corrected]) => corrected === slug);
  if (!correction) throw new Error(`no correction for ${slug}`);
  return correction[1];
};

describe("FAQ answers seeded by an earlier version", () => {
  it("replaces an answer that still holds the earlier seed's text", async () => {
    const slug = "esqueci-minha-senha-como-recupero-o-acesso";
    const current = await storedAnswer(slug);
    expect(current).toContain("30 minutos");
    await store(slug, previous(slug));
    await seedDatabase(databaseHandle().db);
    expect(await storedAnswer(slug)).toBe(current);
  });

  it("keeps an answer an operator edited, even one the seed corrects", async () => {
    const slug = "como-remarcar-ou-cancelar-um-agendamento";
    const edited = `${previous(slug)} Em caso de dúvida, ligue para a concessionária.`;
    const other = "como-faco-meu-cadastro-no-site";
    const seeded = await Promise.all([storedAnswer(slug), storedAnswer(other)]);
    await store(slug, edited);
    await store(other, "Texto revisto pela equipe de atendimento.");
    try {
      await seedDatabase(databaseHandle().db);
      expect(await storedAnswer(slug)).toBe(edited);
      expect(await storedAnswer(other)).toBe("Texto revisto pela equipe de atendimento.");
    } finally {
      // Other suites search these answers in the same database.
      await store(slug, seeded[0]);
      await store(other, seeded[1]);
    }
  });

  it("corrects every earlier text in one seed, and a second seed changes nothing", async () => {
    for (const [slug, previousAnswer] of faqCorrections) await store(slug, previousAnswer);
    await seedDatabase(databaseHandle().db);
    const after = await Promise.all(faqCorrections.map(([slug]) => storedAnswer(slug)));
    after.forEach((answer, index) => expect(answer).not.toBe(faqCorrections[index]?.[1]));
    await seedDatabase(databaseHandle().db);
    expect(await Promise.all(faqCorrections.map(([slug]) => storedAnswer(slug)))).toEqual(after);
  });
});

describe("FAQ categories described by an earlier version", () => {
  const description = async () => {
    const [row] = await database()
      .select({ description: faqCategories.description })
      .from(faqCategories)
      .where(eq(faqCategories.slug, "recall"));
    return row?.description;
  };
  const describeAs = (text: string) =>
    database()
      .update(faqCategories)
      .set({ description: text })
      .where(eq(faqCategories.slug, "recall"));

  it("no longer promises the Recall page's chassi look-up, and keeps an operator's text", async () => {
    const seeded = await description();
    const earlier = faqCategoryCorrections.find(([slug]) => slug === "recall")?.[1] ?? "";
    expect(earlier).toContain("como consultar pelo chassi");
    await describeAs(earlier);
    await seedDatabase(databaseHandle().db);
    expect(await description()).toBe(
      "Campanhas de chamamento: como saber se o seu veículo é afetado e agendar o reparo.",
    );
    await describeAs("Texto revisto pela equipe de atendimento.");
    try {
      await seedDatabase(databaseHandle().db);
      expect(await description()).toBe("Texto revisto pela equipe de atendimento.");
    } finally {
      await describeAs(seeded ?? "");
    }
  });
});
