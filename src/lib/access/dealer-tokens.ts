import { and, eq, gt } from "drizzle-orm";
import { database } from "@/db";
import { dealerAccessTokens } from "@/db/schema";
import { tokenHash } from "./secret-hash";

/** The dealer an access token of /api/v1/dealers/auth-token belongs to, while it has not expired. */
export async function dealerOfToken(token: string, now = new Date()): Promise<number | undefined> {
  const [row] = await database()
    .select({ dealerId: dealerAccessTokens.dealerId })
    .from(dealerAccessTokens)
    .where(
      and(
        eq(dealerAccessTokens.tokenHash, tokenHash(token)),
        gt(dealerAccessTokens.expiresAt, now),
      ),
    );
  return row?.dealerId;
}
