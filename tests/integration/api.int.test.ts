import { beforeAll, describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/v1/health/route";
import { GET as products } from "@/app/api/v1/products/route";
import { databaseHandle } from "@/db";
import { seedDatabase } from "@/db/seed";
import { callRoute } from "../support/route-caller";

beforeAll(async () => {
  await seedDatabase(databaseHandle().db);
});

describe("GET /api/v1/products", () => {
  it("refuses a call without the api-key header", async () => {
    const answer = await callRoute(products, { apiKey: null });
    expect(answer.status).toBe(401);
    expect(answer.error.code).toBe("UNAUTHORIZED");
  });

  it("lists the line-up with versions and prices in reais", async () => {
    const answer = await callRoute(products);
    expect(answer.status).toBe(200);
    const { products: list } = answer.body;
    const polo = list.find((product) => product.name === "Polo Track");
    expect(polo).toMatchObject({ categoryName: "Hatch", startingPrice: 96990 });
    const amarok = list.find((product) => product.name === "Amarok");
    expect(amarok?.versions.map((version) => version.price)).toEqual([289990, 319990, 349990]);
  });
});

describe("GET /api/v1/health", () => {
  it("answers 200 while the database answers, then 503 in the error shape when it does not", async () => {
    const ok = await callRoute(health);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: "ok", database: "ok" });

    await databaseHandle().close();
    const down = await callRoute(health);
    expect(down.status).toBe(503);
    // The error shape has nothing beside `error` (callRoute checks it).
    expect(down.error).toEqual({
      code: "SERVICE_UNAVAILABLE",
      message: "Banco de dados indisponível.",
    });
    expect(down.headers.get("x-request-id")).toBeTruthy();
  });
});
