import type { Adapter, AdapterPayload } from "oidc-provider";
import type { IdentityStore } from "./store";

/** oidc-provider's storage (sessions, grants, codes, interactions) in the provider's own store. */
export function storeAdapterFactory(store: IdentityStore) {
  return class StoreAdapter implements Adapter {
    constructor(private readonly model: string) {}

    // `$3::text::jsonb`: postgres.js serializes a string bound to a jsonb parameter as a JSON
    // string scalar, which jsonb_set (consume) then refuses; as text it is parsed into an object.
    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      await store.query(
        `insert into oidc_models (model, id, payload, grant_id, uid, account_id, expires_at)
         values ($1, $2, $3::text::jsonb, $4, $5, $6, $7)
         on conflict (model, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
           uid = excluded.uid, account_id = excluded.account_id, expires_at = excluded.expires_at`,
        [
          this.model,
          id,
          JSON.stringify(payload),
          payload.grantId ?? null,
          payload.uid ?? null,
          payload.accountId ?? null,
          expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
        ],
      );
    }

    private async findWhere(column: "id" | "uid", value: string) {
      const [row] = await store.query<{ payload: AdapterPayload | string }>(
        `select payload from oidc_models where model = $1 and ${column} = $2
           and (expires_at is null or expires_at > now())`,
        [this.model, value],
      );
      if (!row) return undefined;
      return typeof row.payload === "string"
        ? (JSON.parse(row.payload) as AdapterPayload)
        : row.payload;
    }

    find(id: string) {
      return this.findWhere("id", id);
    }

    findByUid(uid: string) {
      return this.findWhere("uid", uid);
    }

    async findByUserCode(): Promise<undefined> {
      return undefined;
    }

    async consume(id: string): Promise<void> {
      await store.query(
        // Rows written before the text cast hold the payload as a JSON string: unwrap it first.
        `update oidc_models set payload = jsonb_set(
           case when jsonb_typeof(payload) = 'string' then (payload #>> '{}')::jsonb else payload end,
           '{consumed}', to_jsonb(extract(epoch from now())::int))
         where model = $1 and id = $2`,
        [this.model, id],
      );
    }

    async destroy(id: string): Promise<void> {
      await store.query("delete from oidc_models where model = $1 and id = $2", [this.model, id]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await store.query("delete from oidc_models where grant_id = $1", [grantId]);
    }
  };
}

/** Ends every session, grant and token of an account (account deleted, password changed). */
export async function revokeAccountSessions(store: IdentityStore, accountId: string) {
  const grants = await store.query<{ id: string }>(
    "select id from oidc_models where model = 'Grant' and account_id = $1",
    [accountId],
  );
  await store.query("delete from oidc_models where account_id = $1", [accountId]);
  for (const grant of grants) {
    await store.query("delete from oidc_models where grant_id = $1", [grant.id]);
  }
}
