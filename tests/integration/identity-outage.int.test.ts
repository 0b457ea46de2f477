// The identity provider away (issue 19, faults): a login start answers 503 with its pt-BR
// message, and the shopper's calls keep working as a visitor's.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as startLogin } from "@/app/api/v1/auth-redirect/route";
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

  it("keeps serving a visitor's calls", async () => {
    const answer = await callRoute(products);
    expect(answer.status).toBe(200);
    expect(answer.body.products.length).toBeGreaterThan(0);
  });
});
