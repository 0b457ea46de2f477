import "server-only";
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { eq, lt } from "drizzle-orm";
import { type DatabaseTransaction, database } from "@/db";
import { dealerAccessTokens, dealerCredentials, dealers, recallApiTokens } from "@/db/schema";
import { tokenHash } from "@/lib/access";
import { apiErrors } from "@/lib/http";
import { UnknownDealerError } from "../domain/errors";
import { leadTexts } from "../texts";
import { leadLimits } from "./lead-limits";

const derive = promisify(scrypt) as (
  secret: string,
  salt: string,
  length: number,
) => Promise<Buffer>;

/** Dealer access tokens live an hour, like the storefront's own session tokens (SPEC.md section 9). */
export const dealerTokenLifetimeSeconds = 3600;

async function hashSecret(secret: string, salt = randomBytes(16).toString("hex")): Promise<string> {
  return `scrypt:${salt}:${(await derive(secret, salt, 32)).toString("hex")}`;
}

async function secretMatches(secret: string, stored: string): Promise<boolean> {
  const [, salt, expected] = stored.split(":");
  if (!salt || !expected) return false;
  const actual = await derive(secret, salt, 32);
  const wanted = Buffer.from(expected, "hex");
  return wanted.length === actual.length && timingSafeEqual(actual, wanted);
}

export interface IssuedCredentials {
  dealerCode: string;
  clientId: string;
  clientSecret: string;
}

/**
 * Creates (or replaces) a dealer system's client credentials; the secret is shown once and kept
 * only as a hash. Replacing them revokes the dealer's open tokens.
 */
export async function issueDealerCredentials(
  dealerCode: string,
  options: { webhookUrl?: string | null } = {},
): Promise<IssuedCredentials> {
  const db = database();
  const [dealer] = await db
    .select({ id: dealers.id })
    .from(dealers)
    .where(eq(dealers.code, dealerCode));
  if (!dealer) throw new UnknownDealerError();
  const clientId = `dealer-${dealerCode.toLowerCase()}`;
  const clientSecret = randomBytes(32).toString("base64url");
  const secretHash = await hashSecret(clientSecret);
  await db.transaction(async (tx) => {
    await tx
      .insert(dealerCredentials)
      .values({ dealerId: dealer.id, clientId, secretHash, webhookUrl: options.webhookUrl ?? null })
      .onConflictDoUpdate({
        target: dealerCredentials.dealerId,
        set: { secretHash, webhookUrl: options.webhookUrl ?? null },
      });
    // Every token granted on the old secret goes with it, the recall API's too: a secret replaced
    // because it leaked must not leave a stolen token working until it lapses.
    await tx.delete(dealerAccessTokens).where(eq(dealerAccessTokens.dealerId, dealer.id));
    await tx.delete(recallApiTokens).where(eq(recallApiTokens.dealerId, dealer.id));
  });
  return { dealerCode, clientId, clientSecret };
}

/** A dealer system that proved its secret, and the stored hash it proved it against. */
export interface VerifiedDealerClient {
  dealerId: number;
  secretHash: string;
}

/**
 * The dealer whose system holds these client credentials, or 401. Other dealer-facing APIs (the
 * recall API) grant their own tokens on the same credentials, through whileSecretStands.
 */
export async function authenticateDealerClient(
  clientId: string,
  clientSecret: string,
): Promise<VerifiedDealerClient> {
  const [credentials] = await database()
    .select()
    .from(dealerCredentials)
    .where(eq(dealerCredentials.clientId, clientId));
  // The same answer for an unknown client and a wrong secret: nothing to probe.
  if (!credentials || !(await secretMatches(clientSecret, credentials.secretHash))) {
    throw apiErrors.unauthorized(leadTexts.errors.credentials);
  }
  // Only a client that proved its secret spends its own count: a system asking again and again.
  await leadLimits.tokenPerClient.consume({ account: clientId });
  return { dealerId: credentials.dealerId, secretHash: credentials.secretHash };
}

/**
 * Stores a token only if the secret the client proved is still its dealer's. The check and the
 * rate-limit write take time, and the credentials may be replaced meanwhile; replacing them
 * revokes the open tokens, so a token written after that revocation would outlive the leaked
 * secret. The credentials row is held for share until the token is in: a replacement either
 * waits for this grant (and then revokes its token) or has committed first (and the hash differs).
 */
export async function whileSecretStands<T>(
  client: VerifiedDealerClient,
  write: (tx: DatabaseTransaction) => Promise<T>,
): Promise<T> {
  return database().transaction(async (tx) => {
    const [current] = await tx
      .select({ secretHash: dealerCredentials.secretHash })
      .from(dealerCredentials)
      .where(eq(dealerCredentials.dealerId, client.dealerId))
      .for("share");
    if (current?.secretHash !== client.secretHash) {
      throw apiErrors.unauthorized(leadTexts.errors.credentials);
    }
    return write(tx);
  });
}

/** A dealer access token for a client that proved its secret, while that secret stands. */
export async function dealerTokenFor(client: VerifiedDealerClient, now = new Date()) {
  const token = randomBytes(32).toString("base64url");
  await database().delete(dealerAccessTokens).where(lt(dealerAccessTokens.expiresAt, now));
  await whileSecretStands(client, (tx) =>
    tx.insert(dealerAccessTokens).values({
      tokenHash: tokenHash(token),
      dealerId: client.dealerId,
      expiresAt: new Date(now.getTime() + dealerTokenLifetimeSeconds * 1000),
    }),
  );
  return {
    access_token: token,
    token_type: "Bearer" as const,
    expires_in: dealerTokenLifetimeSeconds,
  };
}

/** OAuth 2.0 client credentials grant (RFC 6749, 4.4): a bearer token for one dealer. */
export async function grantDealerToken(clientId: string, clientSecret: string, now = new Date()) {
  return dealerTokenFor(await authenticateDealerClient(clientId, clientSecret), now);
}
