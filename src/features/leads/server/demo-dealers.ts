import "server-only";
import { and, asc, eq, isNull } from "drizzle-orm";
import { database } from "@/db";
import { dealerCredentials, dealers } from "@/db/schema";
import { type IssuedCredentials, issueDealerCredentials } from "./dealer-access";

/** One demonstration dealer in each of the three largest markets. */
const demonstrationStates = ["SP", "RJ", "MG"] as const;

/**
 * Issues client credentials to the demonstration dealers that have none yet, so a fresh install
 * can try the dealers' leads API at once. Returns only what was issued now (secrets are shown once).
 */
export async function issueDemonstrationDealerCredentials(): Promise<IssuedCredentials[]> {
  const issued: IssuedCredentials[] = [];
  for (const state of demonstrationStates) {
    const [dealer] = await database()
      .select({ code: dealers.code })
      .from(dealers)
      .where(eq(dealers.stateCode, state))
      .orderBy(asc(dealers.code))
      .limit(1);
    if (!dealer) continue;
    const [withoutCredentials] = await database()
      .select({ code: dealers.code })
      .from(dealers)
      .leftJoin(dealerCredentials, eq(dealerCredentials.dealerId, dealers.id))
      .where(and(eq(dealers.code, dealer.code), isNull(dealerCredentials.clientId)));
    if (withoutCredentials) issued.push(await issueDealerCredentials(dealer.code));
  }
  return issued;
}
