// What "Minha conta" saves is what the owner then sees: the header greets by the name just saved,
// not by the one the identity token brought at login (SPEC.md section 4's POST /api/v1/user
// answers that same name), and a password "changed" to the one in use is refused on its field.
// The storefront's routes run as the owner's browser calls them, against the real identity
// provider and its store.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { database } from "@/db";
import { ownerProfiles } from "@/db/schema";
import { PUT as updateAccount } from "@/app/api/v1/core/user/route";
import { POST as changePassword } from "@/app/api/v1/core/user/password/route";
import { POST as currentUser } from "@/app/api/v1/user/route";
import { identityAccounts } from "@/features/account/server";
import { getOwnerSession } from "@/features/identity/server";
import {
  requestCookies,
  sessionCookies,
  startTestIdentityProvider,
  type TestIdentityProvider,
} from "../support/owner-tokens";
import { asSessionOwner, providerOwners } from "../support/provider-owners";
import { callRoute, type ContractRoute, type RouteCall } from "../support/route-caller";

const issuer = vi.hoisted(() => {
  const url = `http://127.0.0.1:${30000 + Math.floor(Math.random() * 2000)}`;
  process.env.OIDC_ISSUER = url;
  return url;
});

// Route handlers run here outside Next's server: cookies() reads the session of the caller.
vi.mock("next/headers", async () => {
  const { cookieJar } = await import("../support/owner-tokens");
  return { cookies: async () => cookieJar(), headers: async () => new Headers() };
});

let provider: TestIdentityProvider;
let owners: ReturnType<typeof providerOwners>;
const password = "Passat#1974";
const loginName = "Renata Figueiredo Lima";

beforeAll(async () => {
  // The library warns on stdout about Node 20; not under test here.
  vi.spyOn(console, "warn").mockImplementation(() => {});
  provider = await startTestIdentityProvider(issuer, { sendMail: async () => {} });
  owners = providerOwners(provider, { mailbox: "renata.perfil", password });
});

afterAll(async () => {
  await provider?.close();
  await provider?.store.close();
});

async function newOwner() {
  const { account, token } = await owners.newOwner(loginName);
  return { owner: account, token };
}

const withToken = <R extends ContractRoute>(token: string, route: R, call: RouteCall) =>
  asSessionOwner({ token }, route, call);

describe("the header greets by the name saved in Minha conta", () => {
  it("from the next page on, with the same identity token, and POST /api/v1/user says so", async () => {
    const { owner, token } = await newOwner();
    const saved = await withToken(token, updateAccount, {
      body: {
        name: "Renata Lima Prado",
        cpf: owner.cpf,
        phone: "(11) 98765-4321",
        address: {},
        contactPreference: 2,
      },
    });
    expect(saved.status).toBe(200);

    // The token still carries the login's name; the session reads the one saved.
    const session = await requestCookies.run(sessionCookies(token), () => getOwnerSession());
    expect(session?.name).toBe("Renata Lima Prado");
    const user = await callRoute(currentUser, { headers: { token, access_token: "x" }, body: {} });
    expect(user.status).toBe(200);
    expect(user.body.user).toMatchObject({ name: "Renata Lima Prado", userId: owner.id });
  });

  it("greets by the token's name while nothing was saved", async () => {
    const { owner, token } = await newOwner();
    const user = await callRoute(currentUser, { headers: { token, access_token: "x" }, body: {} });
    expect(user.body.user).toMatchObject({ name: loginName, userId: owner.id });
  });
});

describe("the new password must differ from the current one", () => {
  it("is refused by the route on the new password's field, and nothing changes", async () => {
    const { owner, token } = await newOwner();
    const same = await withToken(token, changePassword, {
      body: { currentPassword: password, newPassword: password },
    });
    expect(same.status).toBe(400);
    expect(same.error.fields).toEqual({ newPassword: "A nova senha deve ser diferente da atual." });
    expect(await owners.accounts.authenticate(owner.email, password)).toBeTruthy();
  });

  it("is refused by the identity provider too, once the current password is proven", async () => {
    const { owner } = await newOwner();
    await expect(
      identityAccounts.changePassword(owner.id, password, password),
    ).rejects.toMatchObject({
      status: 422,
      fields: { newPassword: "A nova senha deve ser diferente da atual." },
    });
    // A wrong current password is still said first: the new one is only compared to a proven one.
    await expect(
      identityAccounts.changePassword(owner.id, "Errada#2026", "Errada#2026"),
    ).rejects.toMatchObject({ fields: { currentPassword: "Senha atual incorreta." } });
    await expect(
      identityAccounts.changePassword(owner.id, password, "Brasilia#1960"),
    ).resolves.toBeUndefined();
  });
});

describe("a password change ends the owner's other sessions", () => {
  it("keeps the session that changed it, refuses one opened before, and lets a new login in", async () => {
    const { owner } = await newOwner();
    const here = await provider.issueIdToken(owner.id, "Renata neste computador");
    const elsewhere = await provider.issueIdToken(owner.id, "Renata em outro computador");
    const sessionOf = (token: string) =>
      requestCookies.run(sessionCookies(token), () => getOwnerSession());
    expect(await sessionOf(elsewhere)).not.toBeNull();
    // Token times count in whole seconds: the change comes a second after those logins.
    await new Promise((resolve) => setTimeout(resolve, 1_100));

    const changed = await withToken(here, changePassword, {
      body: { currentPassword: password, newPassword: "Brasilia#1960" },
    });
    expect(changed.status).toBe(200);
    expect(await sessionOf(here)).toMatchObject({ userId: owner.id });
    expect(await sessionOf(elsewhere)).toBeNull();
    const refused = await callRoute(currentUser, {
      headers: { token: elsewhere, access_token: "x" },
      body: {},
    });
    expect(refused.status).toBe(401);

    // A login with the new password opens the account again, at once.
    const afterwards = await provider.issueIdToken(owner.id, "Renata de novo");
    expect(await sessionOf(afterwards)).toMatchObject({ userId: owner.id });
  });
});

describe("the revision reminders choice in Minha conta", () => {
  it("is on until turned off, stays as it is when a save leaves it out, and takes only yes or no", async () => {
    const { owner, token } = await newOwner();
    const body = {
      name: loginName,
      cpf: owner.cpf,
      phone: "(11) 98765-4321",
      address: {},
      contactPreference: 1,
    };
    const first = await withToken(token, updateAccount, { body });
    expect(first.body.revisionReminders).toBe(true);

    const off = await withToken(token, updateAccount, {
      body: { ...body, revisionReminders: false },
    });
    expect(off.body.revisionReminders).toBe(false);
    const kept = await withToken(token, updateAccount, { body });
    expect(kept.body.revisionReminders).toBe(false);

    const refused = await withToken(token, updateAccount, {
      body: { ...body, revisionReminders: "sim" },
    });
    expect(refused.status).toBe(400);
    expect(refused.error.fields).toEqual({
      revisionReminders: "Diga se quer receber o aviso de revisão: sim ou não.",
    });
    const [profile] = await database()
      .select({ revisionReminders: ownerProfiles.revisionReminders })
      .from(ownerProfiles)
      .where(eq(ownerProfiles.ownerId, owner.id));
    expect(profile?.revisionReminders).toBe(false);
  });
});
