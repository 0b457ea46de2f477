import { describe, expect, it } from "vitest";
import { z } from "zod";
import { takeConsoleErrors } from "../../../tests/support/fail-on-console-error";
import { DomainError } from "../domain-error";
import { ApiError, apiErrors } from "./api-error";
import type { RouteContract } from "./contract";
import { defineRoute } from "./define-route";

const apiKey = process.env.API_KEY ?? "";
const noParams = { params: Promise.resolve({}) };

const echoContract = {
  method: "POST",
  path: "/api/v1/echo/{name}",
  summary: "Echo",
  tag: "Test",
  auth: "api-key",
  params: z.object({ name: z.string().min(2) }),
  query: z.object({ page: z.coerce.number().int().min(1).default(1) }),
  body: z.object({ message: z.string().min(1, "Informe a mensagem.") }),
  response: z.object({ name: z.string(), page: z.number(), message: z.string() }),
} satisfies RouteContract;

const echo = defineRoute(echoContract, ({ params, query, body }) => ({
  status: 201,
  body: { name: params.name, page: query.page, message: body.message },
}));

function post(url: string, init: { body?: string; headers?: Record<string, string> } = {}) {
  return new Request(`http://localhost${url}`, {
    method: "POST",
    body: init.body,
    headers: { "content-type": "application/json", "api-key": apiKey, ...init.headers },
  });
}

describe("defineRoute", () => {
  it("validates params, query and body and answers with a request id", async () => {
    const response = await echo(post("/api/v1/echo/ana?page=2", { body: '{"message":"olá"}' }), {
      params: Promise.resolve({ name: "ana" }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ name: "ana", page: 2, message: "olá" });
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps a well-formed x-request-id from the caller", async () => {
    const response = await echo(
      post("/api/v1/echo/ana", {
        body: '{"message":"oi"}',
        headers: { "x-request-id": "trace-12345678" },
      }),
      { params: Promise.resolve({ name: "ana" }) },
    );
    expect(response.headers.get("x-request-id")).toBe("trace-12345678");
  });

  it.each([
    ["missing", {}],
    ["wrong", { "api-key": "not-the-key" }],
  ])("answers 401 in the error shape when the api-key is %s", async (_case, headers) => {
    const request = new Request("http://localhost/api/v1/echo/ana", {
      method: "POST",
      body: '{"message":"oi"}',
      headers,
    });
    const response = await echo(request, { params: Promise.resolve({ name: "ana" }) });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: {
        code: "UNAUTHORIZED",
        message: "Chave de API ausente ou inválida no cabeçalho api-key.",
      },
    });
  });

  it("checks the session a contract asks for before it reads any input", async () => {
    const checked: string[] = [];
    const ownerEcho = defineRoute(
      {
        ...echoContract,
        session: async (request: Request) => {
          checked.push(request.headers.get("cookie") ?? "");
          if (!request.headers.get("cookie")) {
            throw new ApiError(401, "UNAUTHORIZED", "Sua sessão expirou. Entre novamente.");
          }
        },
      },
      ({ params, query, body }) => ({
        body: { name: params.name, page: query.page, message: body.message },
      }),
    );
    // Without a session a wrong body is still 401: the caller learns nothing of the input rules.
    const refused = await ownerEcho(post("/api/v1/echo/a?page=0", { body: "{" }), {
      params: Promise.resolve({ name: "a" }),
    });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: { code: "UNAUTHORIZED" } });
    const invalid = await ownerEcho(
      post("/api/v1/echo/a", { body: "{}", headers: { cookie: "id_token=x" } }),
      { params: Promise.resolve({ name: "a" }) },
    );
    expect(invalid.status).toBe(400);
    expect(checked).toEqual(["", "id_token=x"]);
  });

  it("answers 400 VALIDATION_ERROR for a malformed JSON body, never 500", async () => {
    const response = await echo(post("/api/v1/echo/ana", { body: '{"message": "oi"' }), {
      params: Promise.resolve({ name: "ana" }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "VALIDATION_ERROR", message: "O corpo da requisição não é um JSON válido." },
    });
  });

  it("answers 400 for a body nested thousands of levels deep, never 500", async () => {
    for (const body of [
      "[".repeat(30_000) + "]".repeat(30_000),
      '{"a":'.repeat(10_000) + "1" + "}".repeat(10_000),
    ]) {
      const response = await echo(post("/api/v1/echo/ana", { body }), {
        params: Promise.resolve({ name: "ana" }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: {
          code: "VALIDATION_ERROR",
          message: "O corpo da requisição tem mais de 32 níveis de listas ou objetos.",
        },
      });
    }
  });

  it("takes a larger body where the contract raises the cap, and still refuses one above it", async () => {
    const roomy = defineRoute({ ...echoContract, maxBodyBytes: 256 * 1024 }, ({ body }) => ({
      status: 201,
      body: { name: "ana", page: 1, message: `${body.message.length}` },
    }));
    const call = (length: number, route: typeof echo | typeof roomy = roomy) =>
      route(post("/api/v1/echo/ana", { body: JSON.stringify({ message: "m".repeat(length) }) }), {
        params: Promise.resolve({ name: "ana" }),
      });
    const taken = await call(200_000);
    expect(taken.status).toBe(201);
    expect(await taken.json()).toMatchObject({ message: "200000" });
    expect((await call(200_000, echo)).status).toBe(413);
    const refused = await call(300_000);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({
      error: {
        code: "PAYLOAD_TOO_LARGE",
        message: "O corpo da requisição passa do limite de 256 kB.",
      },
    });
  });

  it("lists field messages in Portuguese for invalid input", async () => {
    const response = await echo(post("/api/v1/echo/a?page=-1", { body: '{"message":""}' }), {
      params: Promise.resolve({ name: "ab" }),
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as {
      error: { code: string; fields: Record<string, string> };
    };
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.fields.page).toBe("Informe um valor a partir de 1.");

    const badBody = await echo(post("/api/v1/echo/ab", { body: '{"message":""}' }), {
      params: Promise.resolve({ name: "ab" }),
    });
    const body = (await badBody.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields.message).toBe("Informe a mensagem.");
  });

  it("maps a typed domain error to its status and hides unexpected errors behind a 500", async () => {
    const contract = {
      method: "GET",
      path: "/api/v1/fails",
      summary: "Fails",
      tag: "Test",
      auth: "public",
      response: z.object({}),
    } satisfies RouteContract;
    const missing = defineRoute(contract, () => {
      throw apiErrors.notFound("Oferta não encontrada.");
    });
    const broken = defineRoute(contract, () => {
      throw new Error("secret internals");
    });

    const notFound = await missing(new Request("http://localhost/api/v1/fails"), noParams);
    expect(notFound.status).toBe(404);
    expect(await notFound.json()).toEqual({
      error: { code: "NOT_FOUND", message: "Oferta não encontrada." },
    });

    const crashed = await broken(new Request("http://localhost/api/v1/fails"), noParams);
    expect(crashed.status).toBe(500);
    const text = await crashed.text();
    expect(text).toContain("INTERNAL_ERROR");
    expect(text).not.toContain("secret internals");
    takeConsoleErrors();
  });
});

describe("defineRoute with a shared cache", () => {
  const catalogueContract = {
    method: "GET",
    path: "/api/v1/catalogue",
    summary: "Catalogue",
    tag: "Test",
    auth: "api-key",
    sharedCache: true,
    response: z.object({ models: z.array(z.string()) }),
  } satisfies RouteContract;
  const catalogue = defineRoute(catalogueContract, () => ({ body: { models: ["Polo", "Nivus"] } }));
  const get = (headers: Record<string, string> = {}) =>
    catalogue(
      new Request("http://localhost/api/v1/catalogue", {
        headers: { "api-key": apiKey, ...headers },
      }),
      noParams,
    );

  it("lets a proxy keep a public read for a minute, with a validator", async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(
      "public, s-maxage=60, stale-while-revalidate=600",
    );
    expect(response.headers.get("etag")).toMatch(/^W\/".+"$/);
    expect(await response.json()).toEqual({ models: ["Polo", "Nivus"] });
  });

  it("answers 304 without a body when the client already holds that answer", async () => {
    const etag = (await get()).headers.get("etag") ?? "";
    const again = await get({ "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
  });

  it("never lets a cache keep an error", async () => {
    const response = await catalogue(new Request("http://localhost/api/v1/catalogue"), noParams);
    expect(response.status).toBe(401);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers a feature's refusal with its kind's status, message and fields, without logging an error", async () => {
    class SoldOutError extends DomainError {
      readonly kind = "unprocessable";
      constructor() {
        super("Esgotado.", { offerId: "Esgotado." });
      }
    }
    class GoneError extends DomainError {
      readonly kind = "notFound";
    }
    const refusing = (error: DomainError) =>
      defineRoute(echoContract, () => {
        throw error;
      });
    const call = (error: DomainError) =>
      refusing(error)(post("/api/v1/echo/ana", { body: '{"message":"oi"}' }), {
        params: Promise.resolve({ name: "ana" }),
      });
    const unprocessable = await call(new SoldOutError());
    expect(unprocessable.status).toBe(422);
    expect(await unprocessable.json()).toEqual({
      error: { code: "UNPROCESSABLE", message: "Esgotado.", fields: { offerId: "Esgotado." } },
    });
    const gone = await call(new GoneError("Não existe mais."));
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({
      error: { code: "NOT_FOUND", message: "Não existe mais." },
    });
    expect(takeConsoleErrors()).toEqual([]);
  });
});
