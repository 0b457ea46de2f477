// A deleted account's tokens open nothing: not the browser's own copy, not another browser's, and
// not tokens brought in a page URL (SPEC.md section 4), which used to write the owner row again and
// hold a session of an account that no longer exists.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DELETE as deleteAccount } from "@/app/api/v1/core/user/route";
import { GET as tokensInUrl } from "@/app/api/v1/auth-redirect/session/route";
import { database } from "@/db";
import { owners } from "@/db/schema";
import { getOwnerSession } from "@/features/identity/server";
import { startTestIdentityProvider, type TestIdentityProvider } from "../support/owner-tokens";
import { asSessionOwner, providerOwners } from "../support/provider-owners";
import { callRoute } from "../support/route-caller";

const issuer = vi.hoisted(() => {
  const url = `http://127.0.0.1:${38000 + Math.floor(Math.random() * 1000)}`;
  process.env.OIDC_ISSUER = url;
  return url;
});

vi.mock("next/headers", async () => {
  const { cookieJar } = await import("../support/owner-tokens");
  return { cookies: async () => cookieJar(), headers: async () => new Headers() };
});

const password = "Tiguan#2026";
let provider: TestIdentityProvider;
let people: ReturnType<typeof providerOwners>;

beforeAll(async () => {
  // The library warns on stdout about Node 20; not under test here.
  vi.spyOn(console, "warn").mockImplementation(() => {});
  provider = await startTestIdentityProvider(issuer);
  people = providerOwners(provider, { mailbox: "helio.prates", password });
});

afterAll(async () => {
  await provider?.close();
  await provider?.store.close();
});

const ownerRow = (id: string) => database().select().from(owners).where(eq(owners.id, id));

/** The page URL carrying the tokens, opened from a page of this site. */
const bringInUrl = (idToken: string) =>
  callRoute(tokensInUrl, {
    query: { id_token: idToken, access_token: "um-access-token", expires_in: 3600 },
    headers: { "sec-fetch-site": "same-origin" },
  });

describe("a deleted account's tokens", () => {
  it("open no session, even brought in a page URL, and bring no owner row back", async () => {
    const account = await people.createAccount("Hélio Prates");
    const here = await provider.issueIdToken(account.id, "Hélio Prates", { sid: "aqui" });
    const elsewhere = await provider.issueIdToken(account.id, "Hélio Prates", { sid: "outro" });

    const deleted = await asSessionOwner({ token: here }, deleteAccount, {
      body: { currentPassword: password },
    });
    expect(deleted.status).toBe(200);

    for (const token of [here, elsewhere]) {
      const answer = await bringInUrl(token);
      expect(answer.status).toBe(303);
      expect(await ownerRow(account.id)).toEqual([]);
      expect(await getOwnerSession(token)).toBeNull();
    }
  });

  it("leave the first session of an account the site has not seen yet to a URL", async () => {
    const account = await people.createAccount("Hélio Prates");
    const token = await provider.issueIdToken(account.id, "Hélio Prates");
    await database().delete(owners).where(eq(owners.id, account.id));

    expect((await bringInUrl(token)).status).toBe(303);
    expect(await ownerRow(account.id)).toHaveLength(1);
    expect((await getOwnerSession(token))?.userId).toBe(account.id);
  });
});
