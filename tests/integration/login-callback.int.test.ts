// The provider sends the browser back to the storefront's callback, which finishes the login. Two
// tabs may each start one; a callback may come back refused, or after its hour, or twice. Each is
// followed here as one browser through the storefront's routes and the provider's own pages: the
// owner lands on a page of the site every time, never on an error's JSON.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as startLogin } from "@/app/api/v1/auth-redirect/route";
import { GET as loginCallback } from "@/app/api/v1/auth-redirect/callback/route";
import { config } from "@/lib/config";
import { startTestIdentityProvider, type TestIdentityProvider } from "../support/owner-tokens";
import { providerOwners } from "../support/provider-owners";
import { signInAtProvider } from "../support/provider-login";
import { callRoute } from "../support/route-caller";
import { TestBrowser } from "../support/test-browser";

const issuer = vi.hoisted(() => {
  const url = `http://127.0.0.1:${37000 + Math.floor(Math.random() * 1000)}`;
  process.env.OIDC_ISSUER = url;
  return url;
});

vi.mock("next/headers", async () => {
  const { storefrontCookies } = await import("../support/test-browser");
  return { cookies: async () => storefrontCookies(), headers: async () => new Headers() };
});

const password = "Saveiro#2026";
let provider: TestIdentityProvider;
let people: ReturnType<typeof providerOwners>;

beforeAll(async () => {
  // The library warns on stdout about Node 20; not under test here.
  vi.spyOn(console, "warn").mockImplementation(() => {});
  provider = await startTestIdentityProvider(issuer, { storefrontUrl: config().PUBLIC_BASE_URL });
  people = providerOwners(provider, { mailbox: "caio.moreira", password });
});

afterAll(async () => {
  await provider?.close();
  await provider?.store.close();
});

async function newOwner() {
  const account = await people.createAccount("Caio Moreira");
  await people.accounts.markEmailVerified(account.id, account.email);
  return account;
}

/** "Entrar" clicked on a page: the provider's address for this login. */
async function clickEntrar(browser: TestBrowser, page: string): Promise<string> {
  const answer = await browser.onStorefront("/api/v1/auth-redirect", () =>
    callRoute(startLogin, { body: { redirectToBack: page } }),
  );
  return answer.body.data.url;
}

/** The browser arriving at the callback; answers where the storefront sends it. */
async function arriveAt(browser: TestBrowser, callback: URL): Promise<string | null> {
  const path = `${callback.pathname}${callback.search}`;
  const answer = await browser.onStorefront(path, () => callRoute(loginCallback, { path }));
  expect(answer.status).toBe(303);
  return answer.headers.get("location");
}

const callbackWith = (query: Record<string, string>) => {
  const url = new URL("/api/v1/auth-redirect/callback", config().PUBLIC_BASE_URL);
  url.search = new URLSearchParams(query).toString();
  return url;
};

describe("two tabs that each start a login", () => {
  it("both finish, each back on its own page", async () => {
    const account = await newOwner();
    const browser = new TestBrowser(config().PUBLIC_BASE_URL);
    const forGarage = await clickEntrar(browser, "/garagem");
    const forAccount = await clickEntrar(browser, "/minha-conta");

    const first = await signInAtProvider(browser, forGarage, { email: account.email, password });
    expect(await arriveAt(browser, first)).toBe("/garagem");
    // The provider knows the browser now: the second tab's login goes straight back.
    const second = await signInAtProvider(browser, forAccount, { email: account.email, password });
    expect(await arriveAt(browser, second)).toBe("/minha-conta");

    // A reload of a finished callback finds the session it made.
    expect(await arriveAt(browser, first)).toBe("/");
  });
});

describe("a login that cannot finish", () => {
  it("lands on the home page saying the login expired when the browser holds no login", async () => {
    const browser = new TestBrowser(config().PUBLIC_BASE_URL);
    expect(await arriveAt(browser, callbackWith({ code: "x", state: "y".repeat(43) }))).toBe(
      "/?login=expirado",
    );
    expect(await arriveAt(browser, callbackWith({ code: "x", state: "curto" }))).toBe(
      "/?login=expirado",
    );
  });

  it("lands on the home page saying so, with the page it was for, when the provider refuses", async () => {
    const browser = new TestBrowser(config().PUBLIC_BASE_URL);
    const url = new URL(await clickEntrar(browser, "/garagem?view=servicos"));
    const state = url.searchParams.get("state") ?? "";
    expect(
      await arriveAt(browser, callbackWith({ error: "access_denied", state, iss: issuer })),
    ).toBe("/?login=falhou&voltar=%2Fgaragem%3Fview%3Dservicos");
    expect(await arriveAt(browser, callbackWith({ code: "forjado", state, iss: issuer }))).toBe(
      "/?login=falhou&voltar=%2Fgaragem%3Fview%3Dservicos",
    );
  });
});

describe("logins under way in one browser", () => {
  it("keep the five started last", async () => {
    const browser = new TestBrowser(config().PUBLIC_BASE_URL);
    const states: string[] = [];
    for (let tab = 0; tab < 7; tab += 1) {
      states.push(new URL(await clickEntrar(browser, "/")).searchParams.get("state") ?? "");
    }
    const callback = new URL("/api/v1/auth-redirect/callback", config().PUBLIC_BASE_URL);
    const kept = browser
      .cookiesFor(callback)
      .map((cookie) => cookie.name)
      .filter((name) => name.startsWith("oidc_tx"));
    expect(kept.sort()).toEqual(
      states
        .slice(2)
        .map((state) => `oidc_tx_${state}`)
        .sort(),
    );
  });
});
