import { beforeAll, describe, expect, test } from "vitest";
import { database } from "@/db";
import { faqQuestions } from "@/db/schema";
import { seedFaq } from "@/db/seed/faq-seed";
import { faqPageView, faqView } from "./faq-service";
import { faqSearchLimit } from "./faq-limits";

beforeAll(async () => {
  await database().transaction((tx) => seedFaq(tx));
});

const search = async (q: string) => (await faqView({ q })).questions;

describe("FAQ search ranking", () => {
  test.each([
    ["agendar revisão", "agendamento", "como-agendar-a-revisao-do-meu-carro"],
    ["agendar revisao", "agendamento", "como-agendar-a-revisao-do-meu-carro"],
    ["esqueci minha senha", "cadastro-e-login", "esqueci-minha-senha-como-recupero-o-acesso"],
    ["chassi", "recall", "onde-encontro-o-numero-do-chassi"],
    ["Renavam", "garagem", "por-que-devo-informar-o-renavam"],
    ["cookies", "privacidade", "como-altero-minhas-preferencias-de-cookies"],
    ["simular financiamento", "ofertas", "como-simular-o-financiamento-de-um-carro"],
    ["recall custo", "recall", "o-reparo-do-recall-tem-custo"],
  ])("%j ranks a %s answer first, %s among the first three", async (query, category, slug) => {
    const results = await search(query);
    expect(results[0]?.category.slug).toBe(category);
    expect(results.slice(0, 3).map((result) => result.slug)).toContain(slug);
  });

  test("the scheduling answers come before any other category's for 'agendar revisão'", async () => {
    const categories = (await search("agendar revisão")).map((result) => result.category.slug);
    const firstOther = categories.findIndex((slug) => slug !== "agendamento");
    expect(categories.slice(0, 3)).toEqual(["agendamento", "agendamento", "agendamento"]);
    if (firstOther !== -1) expect(categories.slice(firstOther).includes("agendamento")).toBe(false);
  });

  test("a question naming one of the words comes before an answer that only names both", async () => {
    const results = await search("chassi recall");
    expect(results.slice(0, 3).map((result) => result.slug)).toContain(
      "como-sei-se-meu-carro-tem-recall-pendente",
    );
    // The privacy answer names "recalls" beside "chassi", in its answer only: it comes last.
    expect(results.at(-1)?.slug).toBe("por-quanto-tempo-meus-dados-ficam-guardados");
    expect(results.slice(0, -1).every((result) => /recall|chassi/i.test(result.question))).toBe(
      true,
    );
  });

  test("a word still being typed finds the words it starts", async () => {
    const typing = await search("recal");
    expect(typing.length).toBeGreaterThan(5);
    expect(typing.map((result) => result.slug)).toEqual(
      (await search("recall")).map((result) => result.slug),
    );
    expect((await search("agendar rev")).map((result) => result.slug)).toContain(
      "como-agendar-a-revisao-do-meu-carro",
    );
  });

  test("the answer about changing a booking names the buttons the confirmation shows", async () => {
    const results = await search("reagendar");
    expect(results[0]?.slug).toBe("como-remarcar-ou-cancelar-um-agendamento");
    expect(results[0]?.answer).toContain("Cancelar agendamento");
  });

  test("case and accents do not change the result", async () => {
    const plain = await search("cadastro");
    expect(plain.length).toBeGreaterThan(2);
    expect(plain[0]?.category.slug).toBe("cadastro-e-login");
    const slugs = plain.map((result) => result.slug);
    for (const variant of ["CADASTRO", "Cadástro", "  cadastro  "]) {
      expect((await search(variant)).map((result) => result.slug)).toEqual(slugs);
    }
    expect((await search("REVISÃO")).map((r) => r.slug)).toEqual(
      (await search("revisao")).map((r) => r.slug),
    );
  });

  test.each([
    ["a thousand characters", "revisão ".repeat(125)],
    ["symbols only", "!@#$%^&*()[]{}<>?/\\|~`'\";:"],
    ["SQL", "'; DROP TABLE faq_questions; --"],
    ["SQL tautology", "1' OR '1'='1"],
    ["tsquery operators", "revisão & !óleo | (recall <-> chassi)"],
    ["stop words only", "de a o e"],
    // Letters that unaccent turns into tsquery operators (":" and "'").
    ["a modifier letter colon", "ː"],
    ["an apostrophe letter", "ʼ"],
    ["a turned comma letter", "ʻ"],
  ])("%s gives a clean empty result", async (_name, query) => {
    const view = await faqView({ q: query });
    expect(view.questions).toEqual([]);
    expect(view.query).toBe(query.trim());
    expect(await database().$count(faqQuestions)).toBeGreaterThanOrEqual(60);
  });
});

describe("FAQ search of letters unaccent turns into tsquery operators", () => {
  test.each([
    ["aː", "a"],
    ["revisãoːóleo", "revisaooleo"],
    ["agendar revisãoː", "agendar revisao"],
    // A last word of such letters alone is left out; the words before it are still searched.
    ["agendamento ː", "agendamento"],
    ["esqueci minha senha ʼ", "esqueci minha senha"],
    ["ŉ", "n"],
    ["⑴", "1"],
  ])("%j answers as %j does", async (query, plain) => {
    expect((await search(query)).map((result) => result.slug)).toEqual(
      (await search(plain)).map((result) => result.slug),
    );
  });
});

describe("FAQ categories", () => {
  test("the seed holds 60 or more questions in 6 or more categories", async () => {
    const view = await faqView({});
    expect(view.questions.length).toBeGreaterThanOrEqual(60);
    expect(view.categories.map((category) => category.name)).toEqual(
      expect.arrayContaining([
        "Cadastro e login",
        "Agendamento",
        "Ofertas",
        "Recall",
        "Garagem",
        "Privacidade",
      ]),
    );
  });

  test("defaultCategory opens that category only", async () => {
    const view = await faqView({ category: "Cadastro e login" });
    expect(view.category?.slug).toBe("cadastro-e-login");
    expect(view.questions.length).toBeGreaterThan(5);
    expect(new Set(view.questions.map((question) => question.category.slug))).toEqual(
      new Set(["cadastro-e-login"]),
    );
  });

  test("an unknown category shows all categories", async () => {
    const all = await faqView({});
    const unknown = await faqView({ category: "Categoria que não existe" });
    expect(unknown.category).toBeNull();
    expect(unknown.questions.map((q) => q.slug)).toEqual(all.questions.map((q) => q.slug));
  });
});

describe("FAQ searches naming a common word", () => {
  test("list every answer that names it, past twenty", async () => {
    const found = await faqView({ q: "veículo" });
    expect(found.questions.length).toBeGreaterThan(20);
    expect(new Set(found.questions.map((question) => question.slug)).size).toBe(
      found.questions.length,
    );
  });
});

describe("FAQ searches from the page", () => {
  test("count against the address's limit; past it the page says so and does not search", async () => {
    const from = (ip: string) => ({ headers: new Headers({ "x-forwarded-for": ip }) });
    const { points } = faqSearchLimit.policy;
    for (let search = 0; search < points; search += 1) {
      const view = await faqPageView({ q: "chassi" }, from("203.0.113.77"));
      expect(view.refusal ?? null).toBeNull();
    }
    const refused = await faqPageView({ q: "chassi" }, from("203.0.113.77"));
    expect(refused.refusal).toMatch(/^Muitas buscas feitas desta conexão\. Tente novamente em/);
    expect(refused.questions).toEqual([]);
    expect(refused.query).toBe("chassi");
    // Browsing the categories is not a search and is never held back.
    expect((await faqPageView({}, from("203.0.113.77"))).questions.length).toBeGreaterThan(0);
    const elsewhere = await faqPageView({ q: "chassi" }, from("203.0.113.78"));
    expect(elsewhere.questions[0]?.slug).toBe("onde-encontro-o-numero-do-chassi");
  });
});
