// Minha conta asks the current password again before the two changes a stolen session could use
// to take or destroy an account (decision 045): the e-mail change's code request and the
// deletion. The storefront's routes are called as the owner's browser would, against the real
// identity provider and its store: a missing or wrong password mails nothing, changes nothing,
// deletes nothing, and counts as a failed login, so guessing here ends in the login's pause.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { DELETE as deleteAccount } from "@/app/api/v1/core/user/route";
import { POST as requestEmailChange } from "@/app/api/v1/core/user/email/route";
import { POST as confirmEmailChange } from "@/app/api/v1/core/user/email/confirmation/route";
import { database } from "@/db";
import { owners } from "@/db/schema";
import type { Account } from "../../services/identity/accounts";
import { maxLoginFailures } from "../../services/identity/login-limits";
import { startTestIdentityProvider, type TestIdentityProvider } from "../support/owner-tokens";
import { asSessionOwner, providerOwners } from "../support/provider-owners";
import type { ContractRoute, RouteCall } from "../support/route-caller";

const issuer = vi.hoisted(() => {
  const url = `http://127.0.0.1:${24000 + Math.floor(Math.random() * 2000)}`;
  process.env.OIDC_ISSUER = url;
  return url;
});

// Route handlers run here outside Next's server: cookies() reads the session of the caller.
vi.mock("next/headers", async () => {
  const { cookieJar } = await import("../support/owner-tokens");
  return { cookies: async () => cookieJar(), headers: async () => new Headers() };
});

const mails: { to: string; text: string }[] = [];
let provider: TestIdentityProvider;
let people: ReturnType<typeof providerOwners>;
const password = "Jetta#2026";

beforeAll(async () => {
  // The library warns on stdout about Node 20; not under test here.
  vi.spyOn(console, "warn").mockImplementation(() => {});
  provider = await startTestIdentityProvider(issuer, {
    sendMail: async (mail) => {
      mails.push(mail);
    },
  });
  people = providerOwners(provider, { mailbox: "renata.lima", password });
});

afterAll(async () => {
  await provider?.close();
  await provider?.store.close();
});

beforeEach(() => {
  mails.length = 0;
});

/** A verified owner of the provider with a session at the storefront. */
const newOwner = () => people.createAccount("Renata Figueiredo Lima");

async function asOwner<R extends ContractRoute>(owner: Account, route: R, call: RouteCall) {
  return asSessionOwner({ token: await provider.issueIdToken(owner.id) }, route, call);
}

const ownerRow = (id: string) => database().select().from(owners).where(eq(owners.id, id));

describe("the e-mail change asks the current password before it mails a code", () => {
  it("mails nothing and keeps the e-mail when the password is missing or wrong", async () => {
    const owner = await newOwner();
    const email = `novo+${owner.id}@exemplo.com.br`;

    const missing = await asOwner(owner, requestEmailChange, { body: { email } });
    expect(missing.status).toBe(400);
    expect(missing.error.fields).toMatchObject({ currentPassword: "Informe sua senha atual." });

    const wrong = await asOwner(owner, requestEmailChange, {
      body: { email, currentPassword: "Errada#2026" },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.error.fields).toEqual({ currentPassword: "Senha atual incorreta." });

    expect(mails).toEqual([]);
    expect((await people.accounts.byId(owner.id))?.email).toBe(owner.email);
  });

  it("with the right password mails the code, which then changes the e-mail", async () => {
    const owner = await newOwner();
    const email = `novo+${owner.id}@exemplo.com.br`;
    const asked = await asOwner(owner, requestEmailChange, {
      body: { email, currentPassword: password },
    });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ email });
    expect(mails.map((mail) => mail.to)).toEqual([email]);
    const code = /código de verificação é (\d{6})/.exec(mails[0]?.text ?? "")?.[1] ?? "";
    const confirmed = await asOwner(owner, confirmEmailChange, { body: { code } });
    expect(confirmed.status).toBe(200);
    expect((await people.accounts.byId(owner.id))?.email).toBe(email);
  });

  it("names no field when a new code is asked for within the minute", async () => {
    const owner = await newOwner();
    const email = `novo+${owner.id}@exemplo.com.br`;
    const ask = () =>
      asOwner(owner, requestEmailChange, { body: { email, currentPassword: password } });
    expect((await ask()).status).toBe(200);
    // "Corrigir e-mail", the same address, the right password, and "Enviar código" again.
    const again = await ask();
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(again.error.message).toBe("Aguarde um minuto para pedir um novo código.");
    expect(again.error.fields).toBeUndefined();
    expect(mails).toHaveLength(1);
  });
});

describe("the deletion asks the current password", () => {
  it("deletes nothing without the right password, and everything with it", async () => {
    const owner = await newOwner();
    const missing = await asOwner(owner, deleteAccount, {});
    expect(missing.status).toBe(400);
    const wrong = await asOwner(owner, deleteAccount, { body: { currentPassword: "Errada#2026" } });
    expect(wrong.status).toBe(422);
    expect(wrong.error.fields).toEqual({ currentPassword: "Senha atual incorreta." });
    expect(await people.accounts.byId(owner.id)).toBeDefined();
    expect(await ownerRow(owner.id)).toHaveLength(1);

    const deleted = await asOwner(owner, deleteAccount, { body: { currentPassword: password } });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deleted: true });
    expect(await people.accounts.byId(owner.id)).toBeUndefined();
    expect(await ownerRow(owner.id)).toEqual([]);
  });
});

describe("wrong passwords here count as failed logins", () => {
  it(`pauses the account after ${maxLoginFailures} of them, the right password included`, async () => {
    const owner = await newOwner();
    const email = `novo+${owner.id}@exemplo.com.br`;
    // Both doors count on one account: guessing cannot alternate between them to go on.
    for (let failure = 0; failure < maxLoginFailures; failure += 1) {
      const answer =
        failure % 2 === 0
          ? await asOwner(owner, requestEmailChange, {
              body: { email, currentPassword: `Errada#${failure}` },
            })
          : await asOwner(owner, deleteAccount, { body: { currentPassword: `Errada#${failure}` } });
      expect(answer.status).toBe(422);
    }
    for (const paused of [
      await asOwner(owner, requestEmailChange, { body: { email, currentPassword: password } }),
      await asOwner(owner, deleteAccount, { body: { currentPassword: password } }),
    ]) {
      expect(paused.status).toBe(429);
      expect(Number(paused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(paused.error.message).toContain("aguarde 15 minutos");
      // The pause is said under "Senha atual", where the owner looks.
      expect(paused.error.fields).toEqual({ currentPassword: paused.error.message });
    }
    expect(mails).toEqual([]);
    expect(await people.accounts.byId(owner.id)).toBeDefined();
    expect(await ownerRow(owner.id)).toHaveLength(1);
    // The login is paused with them: the same secret, one count.
    const locked = await provider.store.query<{ key: string }>(
      "select key from login_failures where locked_until > now()",
    );
    expect(locked.map((row) => row.key)).toContain(`account:${owner.email}`);
  });
});
