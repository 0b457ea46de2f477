import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import { database } from "@/db";
import { recallApiTokens } from "@/db/schema";
import {
  authenticateDealerClient,
  type VerifiedDealerClient,
  whileSecretStands,
} from "@/features/leads/server";
import { apiErrors } from "@/lib/http";
import { recallTexts } from "../texts";

/** Recall tokens are short-lived: a dealer system asks for one per batch of look-ups. */
export const recallTokenLifetimeSeconds = 600;

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** A recall token for a client that proved its secret, while that secret stands. */
export async function recallTokenFor(client: VerifiedDealerClient, now = new Date()) {
  const token = randomBytes(32).toString("base64url");
  await database().delete(recallApiTokens).where(lt(recallApiTokens.expiresAt, now));
  await whileSecretStands(client, (tx) =>
    tx.insert(recallApiTokens).values({
      tokenHash: tokenHash(token),
      dealerId: client.dealerId,
      expiresAt: new Date(now.getTime() + recallTokenLifetimeSeconds * 1000),
    }),
  );
  return {
    access_token: token,
    token_type: "Bearer" as const,
    expires_in: recallTokenLifetimeSeconds,
  };
}

/** OAuth 2.0 client credentials grant on the dealer system's credentials (decision 027). */
export async function grantRecallToken(clientId: string, clientSecret: string, now = new Date()) {
  return recallTokenFor(await authenticateDealerClient(clientId, clientSecret), now);
}

/** The dealer a recall call's bearer token belongs to, or 401. */
export async function requireRecallToken(request: Request, now = new Date()): Promise<number> {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "");
  if (!match?.[1]) throw apiErrors.unauthorized(recallTexts.api.token);
  const [row] = await database()
    .select({ dealerId: recallApiTokens.dealerId })
    .from(recallApiTokens)
    .where(
      and(eq(recallApiTokens.tokenHash, tokenHash(match[1])), gt(recallApiTokens.expiresAt, now)),
    );
  if (!row) throw apiErrors.unauthorized(recallTexts.api.token);
  return row.dealerId;
}
