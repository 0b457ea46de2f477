import { expect, test } from "@playwright/test";

const apiKey = "dev-api-key-change-me";

test.describe("API over HTTP", () => {
  test("health answers 200 with a request id", async ({ request }) => {
    const response = await request.get("/api/v1/health");
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({
      status: "ok",
      database: "ok",
      databaseKind: "pglite",
    });
    expect(response.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("a call without the api-key is 401 JSON; with it the products answer", async ({
    request,
  }) => {
    const refused = await request.get("/api/v1/products");
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toEqual({
      error: {
        code: "UNAUTHORIZED",
        message: "Chave de API ausente ou inválida no cabeçalho api-key.",
      },
    });
    const wrong = await request.get("/api/v1/products", { headers: { "api-key": "wrong-key" } });
    expect(wrong.status()).toBe(401);

    const accepted = await request.get("/api/v1/products", { headers: { "api-key": apiKey } });
    expect(accepted.status()).toBe(200);
    const { products } = (await accepted.json()) as { products: { name: string }[] };
    expect(products.map((product) => product.name)).toContain("Tera");
  });

  test("an API path that does not exist answers 404 in the error shape", async ({ request }) => {
    for (const response of [
      await request.get("/api/v1/nao-existe"),
      await request.post("/api/v1/nao-existe", { data: "{broken" }),
    ]) {
      expect(response.status()).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("NOT_FOUND");
      expect(response.headers()["x-request-id"]).toBeTruthy();
    }
  });

  test("the OpenAPI document is served", async ({ request }) => {
    const response = await request.get("/api/v1/openapi.json");
    const document = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/api/v1/health", "/api/v1/products", "/api/v1/openapi.json"]),
    );
  });
});
