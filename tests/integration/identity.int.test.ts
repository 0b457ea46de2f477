import type { Server } from "node:http";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { createRemoteJWKSet, importJWK, SignJWT, generateKeyPair, type JWK } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { database } from "@/db";
import {
  accountDeletions,
  ownerProfiles,
  owners,
  ownerTermsAcceptances,
  vehicles,
} from "@/db/schema";
import { seedDatabase } from "@/db/seed";
import { createIdentityProvider } from "../../services/identity/provider";
import { accountRepository } from "../../services/identity/accounts";
import { loadSigningKeys } from "../../services/identity/signing-keys";
import { openIdentityStore, type IdentityStore } from "../../services/identity/store";

const port = 18000 + Math.floor(Math.random() * 1000);
const issuer = `http://127.0.0.1:${port}`;
const audience = "storefront";
let server: Server;
let store: IdentityStore;
let privateJwk: JWK;

beforeAll(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  process.env.OIDC_ISSUER = issuer;
  const { config } = await import("@/lib/config");
  // The storefront's settings point at this test's provider.
  Object.assign(config(), { OIDC_ISSUER: issuer });
  store = await openIdentityStore({ pgliteDir: "memory://" });
  const jwks = await loadSigningKeys(mkdtempSync(path.join(tmpdir(), "identity-int-")));
  privateJwk = jwks.keys[0] as JWK;
  const provider = createIdentityProvider({
    issuer,
    storefrontUrl: "http://localhost:3000",
    clientId: audience,
    clientSecret: config().OIDC_CLIENT_SECRET,
    cookieSecret: "an-integration-cookie-secret",
    jwks,
    store,
    sendMail: async () => {},
  });
  await new Promise<void>((resolve) => {
    server = provider.listen(port, "127.0.0.1", resolve);
  });
  await seedDatabase(database());
});

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()) ?? resolve());
  await store?.close();
});

async function signed(
  claims: Record<string, unknown>,
  options: { key?: CryptoKey | Uint8Array; alg?: string; expiresIn?: string } = {},
) {
  const key = options.key ?? ((await importJWK(privateJwk, "RS256")) as CryptoKey);
  return new SignJWT({ name: "Helena Duarte", ...claims })
    .setProtectedHeader({ alg: options.alg ?? "RS256", kid: privateJwk.kid })
    .setSubject(String(claims.sub ?? "owner-1"))
    .setIssuer(String(claims.iss ?? issuer))
    .setAudience(String(claims.aud ?? audience))
    .setIssuedAt(Number(claims.iat ?? Math.floor(Date.now() / 1000)))
    .setExpirationTime(options.expiresIn ?? "1h")
    .sign(key);
}

describe("identity token verification", () => {
  it("accepts a token of our provider for our client and refuses every other", async () => {
    const { verifyIdToken } = await import("@/features/identity/server/token-verification");
    const keySet = createRemoteJWKSet(new URL(`${issuer}/jwks`));
    const verify = (token: string) => verifyIdToken(token, { keySet, issuer, audience });
    const valid = await signed({});
    const [header, payload, signature] = valid.split(".");
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString()) as object;
    const otherKey = (await generateKeyPair("RS256")).privateKey;
    const noneHeader = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString(
      "base64url",
    );

    const table: [string, string, boolean][] = [
      ["valid", valid, true],
      [
        "expired",
        await signed({ iat: Math.floor(Date.now() / 1000) - 7200 }, { expiresIn: "-1h" }),
        false,
      ],
      ["foreign audience", await signed({ aud: "another-client" }), false],
      ["foreign issuer", await signed({ iss: "https://evil.example" }), false],
      ["another key", await signed({}, { key: otherKey }), false],
      [
        "tampered payload",
        `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: "someone-else" })).toString("base64url")}.${signature}`,
        false,
      ],
      ["alg none", `${noneHeader}.${payload}.`, false],
      [
        "HS256 with a guessable secret",
        await signed({}, { key: new TextEncoder().encode("x".repeat(32)), alg: "HS256" }),
        false,
      ],
      ["garbage", "not-a-token", false],
    ];
    for (const [label, token, accepted] of table) {
      expect({ label, accepted: (await verify(token)) !== undefined }).toEqual({ label, accepted });
    }
  });
});

describe("account deletion (LGPD)", () => {
  it("removes the provider's account and the storefront's data, and records only that it happened", async () => {
    const accounts = accountRepository(store);
    const account = await accounts.create(
      {
        name: "Helena Duarte",
        email: "helena.duarte@example.com",
        cpf: "52998224725",
        phone: "11987654321",
        password: "Fusca#1959",
        terms: "on",
      },
      "2026-11",
    );
    const db = database();
    await db.insert(owners).values({ id: account.id });
    await db
      .insert(ownerProfiles)
      .values({ ownerId: account.id, cep: "01310100", city: "São Paulo", state: "SP" });
    await db.insert(ownerTermsAcceptances).values({ ownerId: account.id, version: "2026-11" });
    const [vehicle] = await db.select({ id: vehicles.id }).from(vehicles).limit(1);
    if (vehicle) {
      await db
        .update(vehicles)
        .set({ ownerId: account.id, nickname: "Carro da Helena" })
        .where(eq(vehicles.id, vehicle.id));
    }
    const deletionsBefore = (await db.select().from(accountDeletions)).length;

    const { deleteAccount } = await import("@/features/account/server/account-service");
    await deleteAccount(account.id, "Fusca#1959", async () => undefined);

    expect(await accounts.byId(account.id)).toBeUndefined();
    expect(
      await store.query("select 1 from oidc_models where account_id = $1", [account.id]),
    ).toEqual([]);
    expect(await db.select().from(owners).where(eq(owners.id, account.id))).toEqual([]);
    expect(
      await db.select().from(ownerProfiles).where(eq(ownerProfiles.ownerId, account.id)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(ownerTermsAcceptances)
        .where(eq(ownerTermsAcceptances.ownerId, account.id)),
    ).toEqual([]);
    expect(await db.select().from(vehicles).where(eq(vehicles.ownerId, account.id))).toEqual([]);
    if (vehicle) {
      const [released] = await db.select().from(vehicles).where(eq(vehicles.id, vehicle.id));
      expect(released).toMatchObject({ ownerId: null, nickname: null });
    }
    const deletions = await db.select().from(accountDeletions);
    expect(deletions).toHaveLength(deletionsBefore + 1);
    expect(Object.keys(deletions.at(-1) ?? {}).sort()).toEqual([
      "deletedAt",
      "id",
      "vehiclesReleased",
    ]);
  });
});

describe("owner status on login", () => {
  it("counts a new owner as newUser and asks again for terms of an older version", async () => {
    const { upsertOwnerOnLogin, ownerStatus, recordTermsAcceptance } =
      await import("@/features/identity/server/owners");
    const { currentTermsOfUse } = await import("@/features/identity/domain/terms");
    await upsertOwnerOnLogin("owner-status-1", "2020-01");
    expect(await ownerStatus("owner-status-1")).toEqual({ newUser: true, termsPending: true });
    await recordTermsAcceptance("owner-status-1", currentTermsOfUse().version);
    await upsertOwnerOnLogin("owner-status-1", currentTermsOfUse().version);
    expect(await ownerStatus("owner-status-1")).toEqual({ newUser: true, termsPending: false });
    await database()
      .update(owners)
      .set({ registrationCompletedAt: new Date() })
      .where(eq(owners.id, "owner-status-1"));
    expect(await ownerStatus("owner-status-1")).toEqual({ newUser: false, termsPending: false });
    expect(await ownerStatus("nobody")).toBeUndefined();
  });

  it("records each login, which a registry's owner never had", async () => {
    const { upsertOwnerOnLogin } = await import("@/features/identity/server/owners");
    await database().insert(owners).values({ id: "owner-from-registry" });
    const signedIn = async () =>
      (
        await database()
          .select({ at: owners.signedInAt, name: owners.name })
          .from(owners)
          .where(eq(owners.id, "owner-from-registry"))
      )[0];
    expect((await signedIn())?.at).toBeNull();
    const before = Date.now();
    await upsertOwnerOnLogin("owner-from-registry", undefined, "Rita Souza");
    const first = await signedIn();
    expect(first?.at?.getTime()).toBeGreaterThanOrEqual(before);
    expect(first?.name).toBe("Rita Souza");
    await upsertOwnerOnLogin("owner-from-registry");
    const second = await signedIn();
    expect(second?.at?.getTime()).toBeGreaterThanOrEqual(first?.at?.getTime() ?? Infinity);
    expect(second?.name).toBe("Rita Souza");
  });
});
