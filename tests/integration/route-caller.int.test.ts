// The shared route caller is what makes a drifting answer fail a test: these cases prove it does.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineRoute, type RouteContract } from "@/lib/http";
import { AnswerMismatch, callRoute } from "../support/route-caller";

const contract = {
  method: "POST",
  path: "/api/v1/test/{id}",
  summary: "Rota de teste do chamador",
  tag: "Teste",
  auth: "api-key",
  params: z.object({ id: z.string() }),
  body: z.object({ name: z.string() }),
  response: z.object({ id: z.string(), name: z.string(), size: z.number().int() }),
} satisfies RouteContract;

/** A route answering what `answer` gives, after the usual checks of defineRoute. */
const routeAnswering = (answer: (input: { id: string; name: string }) => unknown) =>
  defineRoute(contract, ({ params, body }) =>
    Response.json(answer({ id: params.id, name: body.name })),
  );

const sized = { size: 1 };

describe("callRoute", () => {
  it("builds the request from the contract and types the answer from its response schema", async () => {
    const route = defineRoute(contract, ({ params, body, request }) => ({
      body: { id: params.id, name: body.name, size: new URL(request.url).searchParams.size },
    }));
    const answer = await callRoute(route, {
      params: { id: "a b" },
      query: { one: 1, two: "2", none: undefined },
      body: { name: "Polo" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: "a b", name: "Polo", size: 2 });
    expect(() => answer.error).toThrow(/not an error/);
  });

  it("answers the error shape of a refusal, and refuses to read it as a success", async () => {
    const route = routeAnswering(() => ({}));
    const refused = await callRoute(route, {
      params: { id: "1" },
      body: { name: "Polo" },
      apiKey: null,
    });
    expect(refused.status).toBe(401);
    expect(refused.error.code).toBe("UNAUTHORIZED");
    expect(() => refused.body).toThrow(/answered 401, not a success/);
    const invalid = await callRoute(route, { params: { id: "1" }, body: { name: 7 } });
    expect(invalid.error.fields).toHaveProperty("name");
  });

  it.each([
    ["a field of the wrong type", { size: "grande" }, /off its contract/],
    ["a missing field", { size: undefined }, /off its contract/],
    ["a field the contract does not name", { size: 1, secret: "x" }, /does not name \(secret\)/],
  ])("fails on a success with %s", async (_label, drift, message) => {
    const route = routeAnswering((input) => ({ ...input, ...sized, ...drift }));
    const call = callRoute(route, { params: { id: "1" }, body: { name: "Polo" } });
    await expect(call).rejects.toBeInstanceOf(AnswerMismatch);
    await expect(call).rejects.toThrow(message);
  });

  it("fails on an error answer off the error shape", async () => {
    const route = defineRoute(contract, () =>
      Response.json({ message: "falhou" }, { status: 409 }),
    );
    await expect(callRoute(route, { params: { id: "1" }, body: { name: "Polo" } })).rejects.toThrow(
      /answered 409 with no error shape/,
    );
  });
});
