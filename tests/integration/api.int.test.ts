import { beforeAll, describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/v1/health/route";
import { GET as products } from "@/app/api/v1/products/route";
import { databaseHandle } from "@/db";
import { seedDatabase } from "@/db/seed";

const context = { params: Promise.resolve({}) };
const apiKey = process.env.API_KEY ?? "";

beforeAll(async () => {
  await seedDatabase(databaseHandle().db);
});

describe("GET /api/v1/products", () => {
  it("refuses a call without the api-key header", async () => {
    const response = await products(new Request("http://localhost/api/v1/products"), context);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      "UNAUTHORIZED",
    );
  });

  it("lists the line-up with versions and prices in reais", async () => {
    const response = await products(
      new Request("http://localhost/api/v1/products", { headers: { "api-key": apiKey } }),
      context,
    );
    expect(response.status).toBe(200);
    const { products: list } = (await response.json()) as {
      products: {
        name: string;
        categoryName: string;
        startingPrice: number;
        versions: { price: number }[];
      }[];
    };
    const polo = list.find((product) => product.name === "Polo Track");
    expect(polo).toMatchObject({ categoryName: "Hatch", startingPrice: 96990 });
    const amarok = list.find((product) => product.name === "Amarok");
    expect(amarok?.versions.map((version) => version.price)).toEqual([289990, 319990, 349990]);
  });
});

describe("GET /api/v1/health", () => {
  it("answers 200 while the database answers, then 503 in the error shape when it does not", async () => {
    const ok = await health(new Request("http://localhost/api/v1/health"), context);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ status: "ok", database: "ok" });

    await databaseHandle().close();
    const down = await health(new Request("http://localhost/api/v1/health"), context);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({
      error: { code: "SERVICE_UNAVAILABLE", message: "Banco de dados indisponível." },
    });
    expect(down.headers.get("x-request-id")).toBeTruthy();
  });
});
