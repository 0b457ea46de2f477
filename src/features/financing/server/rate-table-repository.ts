import "server-only";
import { asc } from "drizzle-orm";
import { database } from "@/db";
import { financingFees, financingRates } from "@/db/schema";
import { readCache } from "@/lib/read-cache";
import type { RateTable } from "../domain/rates";

async function loadRateTable(): Promise<RateTable> {
  const db = database();
  const [rates, fees] = await Promise.all([
    db
      .select()
      .from(financingRates)
      .orderBy(
        asc(financingRates.plan),
        asc(financingRates.termMonths),
        asc(financingRates.minDownPaymentPercent),
      ),
    db.select().from(financingFees).orderBy(asc(financingFees.displayOrder)),
  ]);
  return {
    rates: rates.map(({ id: _id, ...rate }) => rate),
    fees: fees.map(({ code, label, amountCents }) => ({ code, label, amountCents })),
  };
}

/** The lender changes its table at most daily: each instance re-reads it once a minute. */
export const getRateTable = readCache("financing.rateTable", 60_000, loadRateTable);
