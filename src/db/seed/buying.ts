import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../client";
import {
  financingFees,
  financingRates,
  subscriptionPlans,
  vehicleModels,
  vehicleVersions,
} from "../schema";
import { financingFeeRows, financingRateRows } from "./financing";
import {
  subscriptionKmBands,
  subscriptionModelSlugs,
  subscriptionPrice,
  subscriptionTerms,
} from "./subscriptions";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Financing table, its fees and the Sign&Drive plans; missing rows only, like the rest of the seed. */
export async function seedBuying(tx: Transaction | Database): Promise<void> {
  await tx.insert(financingRates).values(financingRateRows()).onConflictDoNothing();
  await tx.insert(financingFees).values(financingFeeRows).onConflictDoNothing();

  const models = await tx
    .select({ id: vehicleModels.id, price: vehicleVersions.listPriceCents })
    .from(vehicleModels)
    .innerJoin(vehicleVersions, eq(vehicleVersions.modelId, vehicleModels.id))
    .where(inArray(vehicleModels.slug, subscriptionModelSlugs))
    .orderBy(asc(vehicleVersions.listPriceCents));
  // Plans are priced on the model's entry version, the one a subscription delivers.
  const entryPrice = new Map<number, number>();
  for (const model of models) if (!entryPrice.has(model.id)) entryPrice.set(model.id, model.price);
  const plans = [...entryPrice].flatMap(([modelId, price]) =>
    subscriptionTerms.flatMap((termMonths) =>
      subscriptionKmBands.map((kmPerMonth) => ({
        modelId,
        termMonths,
        kmPerMonth,
        monthlyPriceCents: subscriptionPrice(price, termMonths, kmPerMonth),
      })),
    ),
  );
  if (plans.length > 0) await tx.insert(subscriptionPlans).values(plans).onConflictDoNothing();
}
