import "server-only";
import { asc, eq } from "drizzle-orm";
import { database } from "@/db";
import { subscriptionPlans, vehicleModels } from "@/db/schema";
import { readCache } from "@/lib/read-cache";
import type { SubscriptionPlan } from "../domain/plan";

async function loadPlans(): Promise<SubscriptionPlan[]> {
  const rows = await database()
    .select({ plan: subscriptionPlans, model: vehicleModels })
    .from(subscriptionPlans)
    .innerJoin(vehicleModels, eq(vehicleModels.id, subscriptionPlans.modelId))
    .orderBy(
      asc(vehicleModels.displayOrder),
      asc(subscriptionPlans.termMonths),
      asc(subscriptionPlans.kmPerMonth),
    );
  return rows.map(({ plan, model }) => ({
    id: plan.id,
    modelSlug: model.slug,
    carName: model.name,
    imageUrl: model.imageUrl,
    imageAlt: model.imageAlt,
    termMonths: plan.termMonths,
    kmPerMonth: plan.kmPerMonth,
    monthlyPriceCents: plan.monthlyPriceCents,
  }));
}

/** Sign&Drive plans in model display order; the price list changes rarely. */
export const listSubscriptionPlans = readCache("subscription.plans", 60_000, loadPlans);

export async function subscriptionPlanById(id: number): Promise<SubscriptionPlan | undefined> {
  return (await listSubscriptionPlans()).find((plan) => plan.id === id);
}
