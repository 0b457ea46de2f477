// OpenID Connect Back-Channel Logout between the embedded provider and the storefront: a password
// reset made from the inbox ends the owner's storefront sessions at once, a logout token naming
// one login ends that login's sessions alone, and anything that is not the provider's logout
// token is refused without touching what is stored. The provider calls the storefront's real
// route handler, served here on a port of its own as Next.js would serve it.
import { createServer, type Server } from "node:http";
import { eq } from "drizzle-orm";
import { generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as backchannelLogout } from "@/app/api/v1/auth-redirect/backchannel-logout/route";
import { database } from "@/db";
import { endedSessions, owners } from "@/db/schema";
import { getOwnerSession } from "@/features/identity/server";
import { startTestIdentityProvider, type TestIdentityProvider } from "../support/owner-tokens";
import { takeConsoleErrors } from "../support/fail-on-console-error";
import { providerOwners } from "../support/provider-owners";
import { callRoute } from "../support/route-caller";

const issuer = vi.hoisted(() => {
  const url = `http://127.0.0.1:${32000 + Math.floor(Math.random() * 1000)}`;
  process.env.OIDC_ISSUER = url;
  return url;
});

vi.mock("next/headers", async () => {
  const { cookieJar } = await import("../support/owner-tokens");
  return { cookies: async () => cookieJar(), headers: async () => new Headers() };
});

type Mail = { to: string; subject: string; text: string };
const mails: Mail[] = [];
let provider: TestIdentityProvider;
let storefront: Server;
/** While true the storefront answers 503, as one that is restarting. */
let storefrontDown = false;
const notices: number[] = [];
let people: ReturnType<typeof providerOwners>;

/** The storefront's route behind a port of its own: the provider posts to it over HTTP. */
async function startStorefront(): Promise<string> {
  storefront = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      void (async () => {
        if (storefrontDown) {
          outgoing.writeHead(503).end();
          notices.push(503);
          return;
        }
        const request = new Request(`http://localhost${incoming.url ?? "/"}`, {
          method: incoming.method,
          headers: incoming.headers as Record<string, string>,
          body: Buffer.concat(chunks),
        });
        const answer = await backchannelLogout(request, { params: Promise.resolve({}) });
        notices.push(answer.status);
        outgoing.writeHead(answer.status).end(await answer.text());
      })();
    });
  });
  await new Promise<void>((resolve) => storefront.listen(0, "127.0.0.1", resolve));
  const address = storefront.address();
  if (!address || typeof address === "string") throw new Error("the storefront has no port");
  return `http://127.0.0.1:${address.port}`;
}

beforeAll(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const storefrontUrl = await startStorefront();
  provider = await startTestIdentityProvider(issuer, {
    storefrontUrl,
    sendMail: async (mail) => {
      mails.push(mail);
    },
  });
  people = providerOwners(provider, { mailbox: "beatriz.saida" });
});

afterAll(async () => {
  await provider?.close();
  await provider?.store.close();
  await new Promise<void>((resolve) => storefront?.close(() => resolve()) ?? resolve());
});

const newAccount = () => people.createAccount("Beatriz Nogueira");

/** "Esqueci minha senha" from the provider's pages, as the owner's browser does; the done page. */
async function resetPassword(email: string): Promise<string> {
  const asked = mails.length;
  const form = await (await fetch(`${issuer}/senha/esqueci`)).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(form)?.[1] ?? "";
  await fetch(`${issuer}/senha/esqueci`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf, email }),
  });
  await vi.waitFor(() => expect(mails.length).toBe(asked + 1));
  const link = /https?:\/\/\S+\/senha\/redefinir\?token=\S+/.exec(mails.at(-1)?.text ?? "")?.[0];
  if (!link) throw new Error("no reset link in the mail");
  const token = new URL(link).searchParams.get("token") ?? "";
  const resetCsrf = /name="csrf" value="([^"]+)"/.exec(await (await fetch(link)).text())?.[1];
  const done = await fetch(`${issuer}/senha/redefinir`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf: resetCsrf ?? "", token, password: "Nova#Senha2026" }),
  });
  expect(done.status).toBe(200);
  return done.text();
}

const postNotice = (logoutToken: string) =>
  callRoute(backchannelLogout, {
    rawBody: new URLSearchParams({ logout_token: logoutToken }),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });

async function storedCutoffs() {
  return {
    ended: (await database().select().from(endedSessions)).length,
    cutoffs: (await database().select({ at: owners.sessionsValidFrom }).from(owners))
      .map((row) => row.at?.getTime() ?? null)
      .join(","),
  };
}

describe("a password reset from the inbox ends the storefront's sessions", () => {
  it("at once: a session opened before is refused, and the page says the site's ended too", async () => {
    const account = await newAccount();
    // A login a few seconds old: token times count in whole seconds.
    const before = await provider.issueIdToken(account.id, "Beatriz Nogueira", {
      sid: "antes",
      iat: Math.floor(Date.now() / 1000) - 5,
    });
    expect((await getOwnerSession(before))?.userId).toBe(account.id);

    const page = await resetPassword(account.email);

    expect(notices.at(-1)).toBe(200);
    expect(page).toContain("encerramos as sessões abertas da sua conta, no site e na Conta");
    expect(await getOwnerSession(before)).toBeNull();
    const [row] = await database()
      .select({ from: owners.sessionsValidFrom, kept: owners.keptSessionHash })
      .from(owners)
      .where(eq(owners.id, account.id));
    expect(row?.from).toBeInstanceOf(Date);
    expect(row?.kept).toBeNull();

    // The login that follows the reset opens the account.
    const after = await provider.issueIdToken(account.id, "Beatriz Nogueira", { sid: "depois" });
    expect((await getOwnerSession(after))?.userId).toBe(account.id);
  });

  it("says a site session may last its hour when the storefront could not be told", async () => {
    const account = await newAccount();
    const before = await provider.issueIdToken(account.id);
    storefrontDown = true;
    try {
      const page = await resetPassword(account.email);
      expect(page).toContain("uma sessão já aberta no site termina em até 1 hora");
    } finally {
      storefrontDown = false;
    }
    expect(notices.at(-1)).toBe(503);
    expect(takeConsoleErrors().join("\n")).toContain("storefront sessions not ended");
    expect((await getOwnerSession(before))?.userId).toBe(account.id);
  });
});

describe("a logout token naming one login", () => {
  it("ends the sessions of that login and leaves the owner's other logins open", async () => {
    const account = await newAccount();
    const phone = await provider.issueIdToken(account.id, undefined, { sid: "celular" });
    const laptop = await provider.issueIdToken(account.id, undefined, { sid: "notebook" });

    const answer = await postNotice(
      await provider.issueLogoutToken({ sub: account.id, sid: "celular" }),
    );

    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await getOwnerSession(phone)).toBeNull();
    expect((await getOwnerSession(laptop))?.userId).toBe(account.id);
  });
});

describe("what is not the provider's logout token", () => {
  it("is refused with 400 and a pt-BR message, and nothing stored changes", async () => {
    const account = await newAccount();
    const session = await provider.issueIdToken(account.id, undefined, { sid: "intacta" });
    const stored = await storedCutoffs();
    const foreignKey = (await generateKeyPair("RS256")).privateKey;
    const now = Math.floor(Date.now() / 1000);
    const refused: [string, string][] = [
      ["an ID token", session],
      ["no logout event", await provider.issueLogoutToken({ sub: account.id, events: {} })],
      ["a nonce", await provider.issueLogoutToken({ sub: account.id, nonce: "n-0S6_WzA2Mj" })],
      ["no sub nor sid", await provider.issueLogoutToken({ sub: undefined })],
      ["an empty sid", await provider.issueLogoutToken({ sub: account.id, sid: "" })],
      ["the JWT type", await provider.issueLogoutToken({ sub: account.id }, "JWT")],
      ["an old one", await provider.issueLogoutToken({ sub: account.id, iat: now - 3600 })],
      ["another audience", await provider.issueLogoutToken({ sub: account.id, aud: "outro" })],
      ["another issuer", await provider.issueLogoutToken({ sub: account.id, iss: "https://x.io" })],
      [
        "another key",
        await new SignJWT({
          events: { "http://schemas.openid.net/event/backchannel-logout": {} },
          jti: "j",
        })
          .setProtectedHeader({ alg: "RS256", typ: "logout+jwt" })
          .setIssuer(issuer)
          .setAudience("storefront")
          .setSubject(account.id)
          .setIssuedAt()
          .setExpirationTime("2m")
          .sign(foreignKey),
      ],
      ["garbage", "não-é-um-token"],
    ];
    for (const [label, token] of refused) {
      const answer = await postNotice(token);
      expect({ label, status: answer.status }).toEqual({ label, status: 400 });
      expect(answer.error.message).toBe("O logout_token não é válido.");
    }
    const missing = await callRoute(backchannelLogout, { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.error.fields?.logout_token).toBe("Informe o logout_token.");

    expect(await storedCutoffs()).toEqual(stored);
    expect((await getOwnerSession(session))?.userId).toBe(account.id);
  });

  it("cannot open a session: a logout token is no identity token", async () => {
    const account = await newAccount();
    const logoutToken = await provider.issueLogoutToken({
      sub: account.id,
      events: undefined,
    });
    expect(await getOwnerSession(logoutToken)).toBeNull();
  });
});
