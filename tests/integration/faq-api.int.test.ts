import { beforeAll, describe, expect, test } from "vitest";
import { GET } from "@/app/api/v1/core/faq/route";
import { database } from "@/db";
import { seedFaq } from "@/db/seed/faq-seed";
import { callRoute } from "../support/route-caller";

beforeAll(async () => {
  await database().transaction((tx) => seedFaq(tx));
});

describe("GET /api/v1/core/faq", () => {
  const call = (query: string, key = process.env.API_KEY ?? "") =>
    callRoute(GET, { query, apiKey: key });

  test("lists a category by name and searches across categories", async () => {
    const byCategory = await call("category=Cadastro%20e%20login");
    expect(byCategory.status).toBe(200);
    const listed = byCategory.body;
    expect(listed.category?.slug).toBe("cadastro-e-login");
    expect(listed.questions.length).toBeGreaterThan(5);

    const searched = (await call("q=agendar%20revis%C3%A3o")).body;
    expect(searched.query).toBe("agendar revisão");
    expect(searched.questions[0]?.category.slug).toBe("agendamento");
  });

  test("refuses a missing api-key and a search over 1,000 characters", async () => {
    expect((await call("", "")).status).toBe(401);
    const tooLong = await call(`q=${"a".repeat(1001)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.error.fields?.q).toBe("A busca aceita até 1.000 caracteres.");
    const thousand = await call(`q=${"a".repeat(1000)}`);
    expect(thousand.status).toBe(200);
    expect(thousand.body.questions).toEqual([]);
  });

  test("answers a letter that unaccent turns into a tsquery operator with no results", async () => {
    for (const q of ["ː", "aː", "ʼ"]) {
      const searched = await call(`q=${encodeURIComponent(q)}`);
      expect(searched.status).toBe(200);
      expect(searched.body.questions).toEqual([]);
    }
  });
});
