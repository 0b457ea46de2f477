// Replacing a dealer's credentials revokes every token granted on the old secret. A grant that
// proved the old secret just before the replacement must not store its token after the revocation:
// that token would outlive the leaked secret by an hour (dealer API) or ten minutes (recall API).
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { database, databaseHandle } from "@/db";
import { dealerAccessTokens, dealers, recallApiTokens } from "@/db/schema";
import { seedDatabase } from "@/db/seed";
import { dealerTokenFor } from "@/features/leads/server/dealer-access";
import {
  authenticateDealerClient,
  issueDealerCredentials,
  whileSecretStands,
} from "@/features/leads/server";
import { recallTokenFor } from "@/features/recall/server/recall-api-access";

let dealerCode = "";
let dealerId = 0;

beforeAll(async () => {
  await seedDatabase(databaseHandle().db);
  const [dealer] = await database()
    .select({ id: dealers.id, code: dealers.code })
    .from(dealers)
    .limit(1);
  dealerCode = dealer?.code ?? "";
  dealerId = dealer?.id ?? 0;
});

const storedTokens = async () => ({
  dealer: await database().$count(dealerAccessTokens, eq(dealerAccessTokens.dealerId, dealerId)),
  recall: await database().$count(recallApiTokens, eq(recallApiTokens.dealerId, dealerId)),
});

describe("a token asked for while the dealer's credentials are replaced", () => {
  it.each([
    ["dealer API", dealerTokenFor],
    ["recall API", recallTokenFor],
  ] as const)(
    "is refused by the %s when the old secret was proved before the replacement",
    async (_api, tokenFor) => {
      const old = await issueDealerCredentials(dealerCode);
      const proved = await authenticateDealerClient(old.clientId, old.clientSecret);
      await issueDealerCredentials(dealerCode);
      await expect(tokenFor(proved)).rejects.toMatchObject({ status: 401 });
      expect(await storedTokens()).toEqual({ dealer: 0, recall: 0 });
    },
  );

  it("is still granted on the secret that replaced the old one", async () => {
    const current = await issueDealerCredentials(dealerCode);
    const proved = await authenticateDealerClient(current.clientId, current.clientSecret);
    await dealerTokenFor(proved);
    await recallTokenFor(proved);
    expect(await storedTokens()).toEqual({ dealer: 1, recall: 1 });
  });

  // PGlite runs one transaction at a time; on PostgreSQL the replacement really runs beside the
  // grant and must wait for it, then revoke what it stored.
  it.skipIf(!process.env.DATABASE_URL)(
    "is revoked by a replacement that starts while it is being stored (PostgreSQL)",
    async () => {
      const old = await issueDealerCredentials(dealerCode);
      const proved = await authenticateDealerClient(old.clientId, old.clientSecret);
      let replacement: Promise<unknown> | undefined;
      await whileSecretStands(proved, async (tx) => {
        replacement = issueDealerCredentials(dealerCode);
        // Long enough for a replacement that does not wait to commit before this token goes in.
        await new Promise((resolve) => setTimeout(resolve, 500));
        await tx
          .insert(dealerAccessTokens)
          .values({ tokenHash: "granted-during-replacement", dealerId, expiresAt: new Date() });
      });
      await replacement;
      expect(await storedTokens()).toEqual({ dealer: 0, recall: 0 });
    },
  );
});
