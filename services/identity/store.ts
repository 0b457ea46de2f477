import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";

/** The identity provider's own SQL store: a PGlite folder of its own, or a schema on PostgreSQL. */
export interface IdentityStore {
  query<T extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

const schemaStatements = [
  `create table if not exists accounts (
    id text primary key,
    email text not null unique,
    name text not null,
    cpf char(11) not null unique,
    phone text not null,
    password_hash text not null,
    email_verified boolean not null default false,
    terms_version text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create table if not exists email_codes (
    account_id text not null references accounts(id) on delete cascade,
    purpose text not null,
    email text not null,
    code_hash text not null,
    expires_at timestamptz not null,
    attempts integer not null default 0,
    primary key (account_id, purpose)
  )`,
  `create table if not exists password_resets (
    token_hash text primary key,
    account_id text not null references accounts(id) on delete cascade,
    expires_at timestamptz not null,
    used_at timestamptz
  )`,
  `create table if not exists login_failures (
    key text primary key,
    failures integer not null,
    window_started_at timestamptz not null,
    locked_until timestamptz
  )`,
  `create table if not exists action_counts (
    key text primary key,
    count integer not null,
    window_started_at timestamptz not null
  )`,
  `create table if not exists oidc_models (
    model text not null,
    id text not null,
    payload jsonb not null,
    grant_id text,
    uid text,
    account_id text,
    expires_at timestamptz,
    primary key (model, id)
  )`,
  `create index if not exists oidc_models_grant_idx on oidc_models (grant_id)`,
  `create index if not exists oidc_models_account_idx on oidc_models (account_id)`,
  `create index if not exists oidc_models_uid_idx on oidc_models (uid)`,
];

async function createSchema(store: IdentityStore): Promise<void> {
  for (const statement of schemaStatements) await store.query(statement);
}

export async function openIdentityStore(options: {
  databaseUrl?: string;
  pgliteDir: string;
}): Promise<IdentityStore> {
  let store: IdentityStore;
  if (options.databaseUrl) {
    const admin = postgres(options.databaseUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe("create schema if not exists identity");
    await admin.end({ timeout: 5 });
    const client = postgres(options.databaseUrl, {
      max: 5,
      onnotice: () => {},
      connection: { search_path: "identity" },
    });
    store = {
      query: async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
        (await client.unsafe(sql, params as never[])) as unknown as T[],
      close: () => client.end({ timeout: 5 }),
    };
  } else {
    const inMemory = options.pgliteDir.startsWith("memory://");
    if (!inMemory) mkdirSync(options.pgliteDir, { recursive: true });
    const client = new PGlite(inMemory ? undefined : options.pgliteDir);
    store = {
      query: async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
        (await client.query<T>(sql, params)).rows,
      close: async () => {
        if (!client.closed) await client.close();
      },
    };
  }
  await createSchema(store);
  return store;
}
