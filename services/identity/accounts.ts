import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { hash, verify, type Algorithm } from "@node-rs/argon2";
import type { SignUpInput } from "../../src/features/identity/domain/account-rules";
import type { IdentityStore } from "./store";

export interface Account {
  id: string;
  email: string;
  name: string;
  cpf: string;
  phone: string;
  emailVerified: boolean;
  termsVersion: string | null;
}

interface AccountRow extends Record<string, unknown> {
  id: string;
  email: string;
  name: string;
  cpf: string;
  phone: string;
  password_hash: string;
  email_verified: boolean;
  terms_version: string | null;
}

const toAccount = (row: AccountRow): Account => ({
  id: row.id,
  email: row.email,
  name: row.name,
  cpf: row.cpf.trim(),
  phone: row.phone,
  emailVerified: row.email_verified,
  termsVersion: row.terms_version,
});

// OWASP's argon2id recommendation: 19 MiB, 2 iterations, 1 lane.
// Algorithm is a const enum the isolated compiler cannot read: 2 is Argon2id.
const argon2Options = { algorithm: 2 as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, argon2Options);

// A fixed hash to verify against when the e-mail is unknown, so both cases take the same time.
let decoyHash: Promise<string> | undefined;

export const codeTtlMinutes = 15;
export const resetTtlMinutes = 30;
const maxCodeAttempts = 5;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export class DuplicateAccountError extends Error {
  constructor() {
    super("duplicate account");
  }
}

/** How long a sign-up whose e-mail was never confirmed keeps its e-mail and CPF. */
export const unconfirmedSignUpHours = 24;

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === "23505";
}

export function accountRepository(store: IdentityStore) {
  async function byId(id: string): Promise<Account | undefined> {
    const [row] = await store.query<AccountRow>("select * from accounts where id = $1", [id]);
    return row ? toAccount(row) : undefined;
  }

  /** Every reset link of the account still unused stops working. */
  async function endResetLinks(id: string): Promise<void> {
    await store.query(
      "update password_resets set used_at = now() where account_id = $1 and used_at is null",
      [id],
    );
  }

  return {
    byId,

    async byEmail(email: string): Promise<Account | undefined> {
      const [row] = await store.query<AccountRow>("select * from accounts where email = $1", [
        email,
      ]);
      return row ? toAccount(row) : undefined;
    },

    async create(input: SignUpInput, termsVersion: string): Promise<Account> {
      const id = randomUUID();
      // A sign-up never confirmed within a day holds its e-mail and CPF no longer: whoever typed
      // someone else's would otherwise keep that person out for good.
      await store.query(
        `delete from accounts where email_verified = false
           and created_at < now() - make_interval(hours => $3::int) and (email = $1 or cpf = $2)`,
        [input.email, input.cpf, unconfirmedSignUpHours],
      );
      try {
        await store.query(
          `insert into accounts (id, email, name, cpf, phone, password_hash, terms_version)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [
            id,
            input.email,
            input.name,
            input.cpf,
            input.phone,
            await hashPassword(input.password),
            termsVersion,
          ],
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw new DuplicateAccountError();
        throw error;
      }
      const account = await byId(id);
      if (!account) throw new Error("account vanished after insert");
      return account;
    },

    /** The account when the password matches; constant work whether or not the e-mail exists. */
    async authenticate(email: string, password: string): Promise<Account | undefined> {
      const [row] = await store.query<AccountRow>("select * from accounts where email = $1", [
        email,
      ]);
      if (!row) {
        decoyHash ??= hashPassword(randomBytes(16).toString("hex"));
        await verify(await decoyHash, password).catch(() => false);
        return undefined;
      }
      const matches = await verify(row.password_hash, password).catch(() => false);
      return matches ? toAccount(row) : undefined;
    },

    async setPassword(id: string, password: string): Promise<void> {
      await store.query(
        "update accounts set password_hash = $2, updated_at = now() where id = $1",
        [id, await hashPassword(password)],
      );
      // A link asked for before the change would set another password over the new one: whoever
      // changed it out of fear that someone knew the old one would be undone from a mailbox.
      await endResetLinks(id);
    },

    async update(
      id: string,
      changes: Partial<Pick<Account, "name" | "cpf" | "phone" | "termsVersion">>,
    ): Promise<Account | undefined> {
      try {
        await store.query(
          `update accounts set name = coalesce($2, name), cpf = coalesce($3, cpf),
             phone = coalesce($4, phone), terms_version = coalesce($5, terms_version), updated_at = now()
           where id = $1`,
          [
            id,
            changes.name ?? null,
            changes.cpf ?? null,
            changes.phone ?? null,
            changes.termsVersion ?? null,
          ],
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw new DuplicateAccountError();
        throw error;
      }
      return byId(id);
    },

    async markEmailVerified(id: string, email: string): Promise<void> {
      const before = await byId(id);
      try {
        await store.query(
          "update accounts set email = $2, email_verified = true, updated_at = now() where id = $1",
          [id, email],
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw new DuplicateAccountError();
        throw error;
      }
      // The links went to the address the account leaves: whoever still reads that mailbox (the
      // very person the owner may be moving away from) would set a password and take it back.
      if (before && before.email !== email) await endResetLinks(id);
    },

    async remove(id: string): Promise<void> {
      await store.query("delete from accounts where id = $1", [id]);
    },

    /** A fresh 6-digit code for `purpose`, replacing an earlier one; answers the code to mail. */
    async issueCode(id: string, purpose: "verify" | "change-email", email: string) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      await store.query(
        `insert into email_codes (account_id, purpose, email, code_hash, expires_at, attempts)
         values ($1, $2, $3, $4, now() + make_interval(mins => $5::int), 0)
         on conflict (account_id, purpose) do update set email = excluded.email,
           code_hash = excluded.code_hash, expires_at = excluded.expires_at, attempts = 0`,
        [id, purpose, email, sha256(`${id}:${code}`), codeTtlMinutes],
      );
      return code;
    },

    /** The e-mail the code was sent to when it matches; wrong codes count, five end the code. */
    async checkCode(
      id: string,
      purpose: "verify" | "change-email",
      code: string,
    ): Promise<{ email: string } | "wrong" | "expired"> {
      // The attempt is taken in the statement that checks the count: a count read first and
      // raised later let 200 requests sent at once all pass the check of five.
      const [row] = await store.query<{ email: string; code_hash: string }>(
        `update email_codes set attempts = attempts + 1
           where account_id = $1 and purpose = $2 and attempts < $3 and expires_at > now()
           returning email, code_hash`,
        [id, purpose, maxCodeAttempts],
      );
      if (!row) return "expired";
      const expected = Buffer.from(row.code_hash);
      const given = Buffer.from(sha256(`${id}:${code}`));
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "wrong";
      // Only the request that removes the code confirms with it; a copy sent at the same moment
      // finds it used. A new code mailed meanwhile is not this one, and stays.
      const used = await store.query(
        `delete from email_codes where account_id = $1 and purpose = $2 and code_hash = $3
           returning account_id`,
        [id, purpose, row.code_hash],
      );
      return used.length > 0 ? { email: row.email } : "expired";
    },

    async issueResetToken(id: string): Promise<string> {
      const token = randomBytes(32).toString("base64url");
      await store.query(
        `insert into password_resets (token_hash, account_id, expires_at)
         values ($1, $2, now() + make_interval(mins => $3::int))`,
        [sha256(token), id, resetTtlMinutes],
      );
      return token;
    },

    async resetTokenState(
      token: string,
    ): Promise<{ accountId: string } | "used" | "expired" | "unknown"> {
      const [row] = await store.query<{ account_id: string; used: boolean; expired: boolean }>(
        `select account_id, used_at is not null as used, expires_at <= now() as expired
           from password_resets where token_hash = $1`,
        [sha256(token)],
      );
      if (!row) return "unknown";
      if (row.used) return "used";
      if (row.expired) return "expired";
      return { accountId: row.account_id };
    },

    /** Marks the link used; false when another request used it first. */
    async consumeResetToken(token: string): Promise<boolean> {
      const rows = await store.query(
        `update password_resets set used_at = now()
           where token_hash = $1 and used_at is null and expires_at > now() returning token_hash`,
        [sha256(token)],
      );
      if (rows.length === 0) return false;
      const [row] = await store.query<{ account_id: string }>(
        "select account_id from password_resets where token_hash = $1",
        [sha256(token)],
      );
      // Older links of the same account stop working too.
      if (row) await endResetLinks(row.account_id);
      return true;
    },
  };
}

export type AccountRepository = ReturnType<typeof accountRepository>;
