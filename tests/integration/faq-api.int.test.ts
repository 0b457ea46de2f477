import { beforeAll, describe, expect, test } from "vitest";
import { GET } from "@/app/api/v1/core/faq/route";
import { database } from "@/db";
import { seedFaq } from "@/db/seed/faq-seed";

beforeAll(async () => {
  await database().transaction((tx) => seedFaq(tx));
});

describe("GET /api/v1/core/faq", () => {
  const call = async (query: string, key = process.env.API_KEY ?? "") => {
    return GET(
      new Request(`http://localhost/api/v1/core/faq${query}`, { headers: { "api-key": key } }),
      { params: Promise.resolve({}) },
    );
  };

  test("lists a category by name and searches across categories", async () => {
    const byCategory = await call("?category=Cadastro%20e%20login");
    expect(byCategory.status).toBe(200);
    const listed = await byCategory.json();
    expect(listed.category.slug).toBe("cadastro-e-login");
    expect(listed.questions.length).toBeGreaterThan(5);

    const searched = await (await call("?q=agendar%20revis%C3%A3o")).json();
    expect(searched.query).toBe("agendar revisão");
    expect(searched.questions[0].category.slug).toBe("agendamento");
  });

  test("refuses a missing api-key and a search over 1,000 characters", async () => {
    expect((await call("", "")).status).toBe(401);
    const tooLong = await call(`?q=${"a".repeat(1001)}`);
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).error.fields.q).toBe("A busca aceita até 1.000 caracteres.");
    const thousand = await call(`?q=${"a".repeat(1000)}`);
    expect(thousand.status).toBe(200);
    expect((await thousand.json()).questions).toEqual([]);
  });
});
