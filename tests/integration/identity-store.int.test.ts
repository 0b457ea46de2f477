// The identity provider's storage on both databases: PGlite here, PostgreSQL with
// `npm run test:pg` (DATABASE_URL set). On PostgreSQL a payload once went in as a JSON string
// scalar, and consuming an authorization code (jsonb_set) failed: every login's token exchange
// answered 500.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomInt } from "node:crypto";
import {
  accountRepository,
  DuplicateAccountError,
  unconfirmedSignUpHours,
} from "../../services/identity/accounts";
import { storeAdapterFactory } from "../../services/identity/adapter";
import { openIdentityStore, type IdentityStore } from "../../services/identity/store";

let store: IdentityStore;

beforeAll(async () => {
  store = await openIdentityStore({
    databaseUrl: process.env.DATABASE_URL || undefined,
    pgliteDir: "memory://",
  });
});

afterAll(async () => {
  await store?.close();
});

describe("identity provider storage", () => {
  it("keeps a payload as an object and consumes an authorization code once", async () => {
    const Adapter = storeAdapterFactory(store);
    const codes = new Adapter("AuthorizationCode");
    const id = `code-${Date.now()}`;
    await codes.upsert(
      id,
      { accountId: "conta-1", grantId: "grant-1", kind: "AuthorizationCode" },
      60,
    );
    const [stored] = await store.query<{ type: string }>(
      "select jsonb_typeof(payload) as type from oidc_models where model = $1 and id = $2",
      ["AuthorizationCode", id],
    );
    expect(stored?.type).toBe("object");
    await codes.consume(id);
    const found = await codes.find(id);
    expect(found).toMatchObject({ accountId: "conta-1", grantId: "grant-1" });
    expect(found?.consumed).toEqual(expect.any(Number));
  });

  it("consumes a code stored as a JSON string by an earlier version", async () => {
    const Adapter = storeAdapterFactory(store);
    const codes = new Adapter("AuthorizationCode");
    const id = `legacy-${Date.now()}`;
    await store.query(
      `insert into oidc_models (model, id, payload, expires_at)
       values ($1, $2, to_jsonb($3::text), now() + interval '1 minute')`,
      ["AuthorizationCode", id, JSON.stringify({ accountId: "conta-2" })],
    );
    await codes.consume(id);
    expect(await codes.find(id)).toMatchObject({
      accountId: "conta-2",
      consumed: expect.any(Number),
    });
  });

  it("frees the e-mail and CPF of a sign-up never confirmed within a day, and only of that one", async () => {
    const accounts = accountRepository(store);
    const run = randomInt(1e9).toString().padStart(9, "0");
    const signUp = (email: string, cpf: string) =>
      accounts.create(
        { name: "Alguém", email, cpf, phone: "11987654321", password: "Fusca#1959", terms: "on" },
        "2026-01",
      );
    const squatted = await signUp(`squat-${run}@example.com`, `${run}01`);
    const confirmed = await signUp(`kept-${run}@example.com`, `${run}02`);
    await accounts.markEmailVerified(confirmed.id, confirmed.email);
    const fresh = await signUp(`fresh-${run}@example.com`, `${run}03`);
    await store.query(
      "update accounts set created_at = now() - make_interval(hours => $2::int) where id = any($1::text[])",
      [[squatted.id, confirmed.id], unconfirmedSignUpHours + 1],
    );
    // The real holder of the e-mail signs up with their own CPF; the stale sign-up goes.
    const owner = await signUp(`squat-${run}@example.com`, `${run}04`);
    expect(await accounts.byId(squatted.id)).toBeUndefined();
    expect((await accounts.byEmail(`squat-${run}@example.com`))?.id).toBe(owner.id);
    // A confirmed account and a sign-up of today keep theirs.
    await expect(signUp(`other-${run}@example.com`, `${run}02`)).rejects.toBeInstanceOf(
      DuplicateAccountError,
    );
    await expect(signUp(`fresh-${run}@example.com`, `${run}05`)).rejects.toBeInstanceOf(
      DuplicateAccountError,
    );
    expect(await accounts.byId(fresh.id)).toBeDefined();
  });
});
