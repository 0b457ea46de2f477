import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { database } from "@/db";
import { operatorCredentials } from "@/db/schema";
import { config } from "../config";
import { sameSecret, tokenHash } from "./secret-hash";

/** The operator behind a credential: a named, issued credential or the local operator secret. */
export interface Operator {
  id: string;
  name: string;
}

const credentialFormat = /^(op_[A-Za-z0-9_-]{8,40})\.([A-Za-z0-9_-]{20,100})$/;

export interface IssuedOperatorCredential extends Operator {
  /** `op_<id>.<secret>`, sent as `Authorization: Bearer`; shown once, kept only as a hash. */
  token: string;
}

/** Issues a named operator credential (`npm run operator-credentials -- NAME`). */
export async function issueOperatorCredential(name: string): Promise<IssuedOperatorCredential> {
  const id = `op_${randomBytes(9).toString("base64url")}`;
  const secret = randomBytes(32).toString("base64url");
  await database()
    .insert(operatorCredentials)
    .values({ id, name, secretHash: tokenHash(secret) });
  return { id, name, token: `${id}.${secret}` };
}

/** Revokes an issued credential; true when there was one to revoke. */
export async function revokeOperatorCredential(id: string, now = new Date()): Promise<boolean> {
  const revoked = await database()
    .update(operatorCredentials)
    .set({ revokedAt: now })
    .where(and(eq(operatorCredentials.id, id), isNull(operatorCredentials.revokedAt)))
    .returning({ id: operatorCredentials.id });
  return revoked.length > 0;
}

/**
 * Who a bearer token names as an operator: the local operator secret of .env, or an issued
 * credential that was not revoked. Undefined for anything else.
 */
export async function operatorOfToken(token: string): Promise<Operator | undefined> {
  if (sameSecret(token, config().OPERATOR_SECRET)) return { id: "local", name: "operador local" };
  const match = credentialFormat.exec(token);
  if (!match?.[1] || !match[2]) return undefined;
  const [row] = await database()
    .select()
    .from(operatorCredentials)
    .where(and(eq(operatorCredentials.id, match[1]), isNull(operatorCredentials.revokedAt)));
  if (!row || !sameSecret(tokenHash(match[2]), row.secretHash)) return undefined;
  return { id: row.id, name: row.name };
}

/** Whether a token has the shape of an operator credential (so it is never taken for a dealer's). */
export const looksLikeOperatorCredential = (token: string) => credentialFormat.test(token);
