// An owner whose hour ran out is logged out by the page (SPEC.md section 4: exp_aut has passed) and
// lands back on the site, where the page says the session expired. The whole way is followed here
// as one browser: the storefront's login, the provider's form, the callback, an hour on the
// browser's clock, the logout and the provider's end-session page.
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as startLogin } from "@/app/api/v1/auth-redirect/route";
import { GET as loginCallback } from "@/app/api/v1/auth-redirect/callback/route";
import { GET as logout } from "@/app/api/v1/auth-redirect/logout/route";
import { getOwnerSession } from "@/features/identity/server";
import { config } from "@/lib/config";
import { startTestIdentityProvider, type TestIdentityProvider } from "../support/owner-tokens";
import { providerOwners } from "../support/provider-owners";
import { signInAtProvider } from "../support/provider-login";
import { callRoute } from "../support/route-caller";
import { TestBrowser } from "../support/test-browser";

const issuer = vi.hoisted(() => {
  const url = `http://127.0.0.1:${36000 + Math.floor(Math.random() * 1000)}`;
  process.env.OIDC_ISSUER = url;
  return url;
});

vi.mock("next/headers", async () => {
  const { storefrontCookies } = await import("../support/test-browser");
  return { cookies: async () => storefrontCookies(), headers: async () => new Headers() };
});

const password = "Amarok#2026";
let provider: TestIdentityProvider;
let people: ReturnType<typeof providerOwners>;
/** Where the provider tells the storefront of a logout: taken, and not under test here. */
let backchannel: Server;

beforeAll(async () => {
  // The library warns on stdout about Node 20; not under test here.
  vi.spyOn(console, "warn").mockImplementation(() => {});
  backchannel = createServer((_request, response) => response.writeHead(200).end());
  await new Promise<void>((resolve) => backchannel.listen(0, "127.0.0.1", resolve));
  const address = backchannel.address();
  if (!address || typeof address === "string") throw new Error("no port for the back channel");
  provider = await startTestIdentityProvider(issuer, {
    storefrontUrl: config().PUBLIC_BASE_URL,
    storefrontInternalUrl: `http://127.0.0.1:${address.port}`,
  });
  people = providerOwners(provider, { mailbox: "leticia.barros", password });
});

afterAll(async () => {
  await provider?.close();
  await provider?.store.close();
  await new Promise<void>((resolve) => backchannel?.close(() => resolve()) ?? resolve());
});

/** An owner whose e-mail is confirmed: the login goes straight back to the site. */
async function newOwner() {
  const account = await people.createAccount("Letícia Barros");
  await people.accounts.markEmailVerified(account.id, account.email);
  return account;
}

/** A browser signed in at the storefront through the provider, as "Entrar" does it. */
async function signedInBrowser(email: string): Promise<TestBrowser> {
  const browser = new TestBrowser(config().PUBLIC_BASE_URL);
  const started = await browser.onStorefront("/api/v1/auth-redirect", () =>
    callRoute(startLogin, { body: { redirectToBack: "/minha-conta" } }),
  );
  const callback = await signInAtProvider(browser, started.body.data.url, { email, password });
  const path = `${callback.pathname}${callback.search}`;
  const landed = await browser.onStorefront(path, () => callRoute(loginCallback, { path }));
  expect(landed.headers.get("location")).toBe("/minha-conta");
  return browser;
}

describe("a session whose hour ran out", () => {
  it("logs out without the provider's question and returns to the site", async () => {
    const account = await newOwner();
    const browser = await signedInBrowser(account.email);

    // An hour later the session cookies are gone, and the page asks for the logout.
    browser.clockAheadMs = 3600 * 1000 + 1000;
    expect(await browser.onStorefront("/minha-conta", () => getOwnerSession())).toBeNull();
    const out = await browser.onStorefront("/api/v1/auth-redirect/logout", () => callRoute(logout));

    const { response } = await browser.follow(out.body.url);
    const page = await response.text();
    expect(page).toContain("Saindo da sua conta");
    expect(page).not.toContain("Sair da Conta Volkswagen?");
    // The page's script sends its form at once.
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(page)?.[1] ?? "";
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1] ?? "";
    const confirmed = await browser.fetch(new URL(action, issuer), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ xsrf, logout: "yes" }),
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe(new URL("/", config().PUBLIC_BASE_URL).href);
  });

  it("keeps no copy of the token for the logout once the owner has logged out", async () => {
    const account = await newOwner();
    const browser = await signedInBrowser(account.email);
    await browser.onStorefront("/api/v1/auth-redirect/logout", () => callRoute(logout));

    browser.clockAheadMs = 3600 * 1000 + 1000;
    const again = await browser.onStorefront("/api/v1/auth-redirect/logout", () =>
      callRoute(logout),
    );
    expect(new URL(again.body.url).searchParams.has("id_token_hint")).toBe(false);
  });
});
