// The identity provider away (issue 19, faults): a login start answers 503 with its pt-BR
// message (a browser following a login link lands on the home page's notice instead), and the
// shopper's calls keep working as a visitor's.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as startLogin } from "@/app/api/v1/auth-redirect/route";
import { GET as loginFromPage } from "@/app/api/v1/auth-redirect/login/route";
import { GET as products } from "@/app/api/v1/products/route";
import { databaseHandle } from "@/db";
import { seedDatabase } from "@/db/seed";
import { callRoute } from "../support/route-caller";

beforeAll(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const { config } = await import("@/lib/config");
  // Port 9 (discard) refuses the connection, as a provider that is down does.
  Object.assign(config(), { OIDC_ISSUER: "http://127.0.0.1:9" });
  await seedDatabase(databaseHandle().db);
});

describe("the identity provider away", () => {
  it("answers a login start 503 with the pt-BR message the login button shows", async () => {
    const answer = await callRoute(startLogin, {
      body: { redirectToBack: "/ofertas" },
      headers: { "x-forwarded-for": "203.0.113.90" },
    });
    expect(answer.status).toBe(503);
    expect(answer.error).toMatchObject({
      code: "SERVICE_UNAVAILABLE",
      message: "O serviço de login está indisponível no momento. Tente novamente em instantes.",
    });
  });

  it("sends a browser that follows a login link to the home page's notice, not to an error's JSON", async () => {
    const answer = await callRoute(loginFromPage, {
      query: { redirectToBack: "/garagem?view=servicos" },
      headers: { "x-forwarded-for": "203.0.113.91", "sec-fetch-mode": "navigate" },
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(
      "/?login=indisponivel&voltar=%2Fgaragem%3Fview%3Dservicos",
    );
    expect(answer.headers.get("cache-control")).toBe("no-store");
  });

  it("keeps the 503 for a script that calls the login link", async () => {
    const answer = await callRoute(loginFromPage, {
      query: { redirectToBack: "/garagem" },
      headers: { "x-forwarded-for": "203.0.113.92", accept: "application/json" },
    });
    expect(answer.status).toBe(503);
    expect(answer.error.code).toBe("SERVICE_UNAVAILABLE");
  });

  it("keeps serving a visitor's calls", async () => {
    const answer = await callRoute(products);
    expect(answer.status).toBe(200);
    expect(answer.body.products.length).toBeGreaterThan(0);
  });
});
