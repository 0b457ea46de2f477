import { describe, expect, test } from "vitest";
import { findCategory } from "./faq";
import { comparisonKey, searchTerms } from "./search-terms";

describe("searchTerms", () => {
  test.each([
    ["agendar revisão", "agendar revisão"],
    ["  CADASTRO  ", "cadastro"],
    ["'; DROP TABLE faq_questions; --", "drop table faq questions"],
    ["revisão & (troca | óleo)", "revisão troca óleo"],
    ["!@#$%^&*()_+{}[]", null],
    ["", null],
    [undefined, null],
    ["a".repeat(1000), null],
  ])("%j gives %j", (raw, expected) => {
    expect(searchTerms(raw)).toBe(expected);
  });

  test("keeps at most twelve words", () => {
    expect(searchTerms("um dois três quatro cinco seis sete oito nove dez onze doze treze")).toBe(
      "um dois três quatro cinco seis sete oito nove dez onze doze",
    );
  });
});

describe("findCategory", () => {
  const categories = [
    { slug: "cadastro-e-login", name: "Cadastro e login" },
    { slug: "agendamento", name: "Agendamento" },
  ];
  test.each([
    ["Cadastro e login", "cadastro-e-login"],
    ["cadastro-e-login", "cadastro-e-login"],
    ["CADASTRO E LOGIN", "cadastro-e-login"],
    ["Agendamento", "agendamento"],
    ["Cadastro", undefined],
    ["", undefined],
    [null, undefined],
  ])("%j finds %j", (wanted, slug) => {
    expect(findCategory(categories, wanted)?.slug).toBe(slug);
  });

  test("comparison ignores accents", () => {
    expect(comparisonKey("Revisão e Manutenção")).toBe(comparisonKey("revisao e manutencao"));
  });
});
