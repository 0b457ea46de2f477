/** A Sign&Drive plan as the tab and the lead show it. */
export interface SubscriptionPlan {
  id: number;
  modelSlug: string;
  carName: string;
  imageUrl: string;
  imageAlt: string;
  termMonths: number;
  kmPerMonth: number;
  monthlyPriceCents: number;
}

export interface SubscriptionModel {
  slug: string;
  carName: string;
  imageUrl: string;
  imageAlt: string;
  fromCents: number;
  plans: SubscriptionPlan[];
}

/** Groups plans by model, cheapest entry first in each, in the order the plans come. */
export function groupByModel(plans: readonly SubscriptionPlan[]): SubscriptionModel[] {
  const models = new Map<string, SubscriptionModel>();
  for (const plan of plans) {
    let model = models.get(plan.modelSlug);
    if (!model) {
      model = {
        slug: plan.modelSlug,
        carName: plan.carName,
        imageUrl: plan.imageUrl,
        imageAlt: plan.imageAlt,
        fromCents: plan.monthlyPriceCents,
        plans: [],
      };
      models.set(plan.modelSlug, model);
    }
    model.plans.push(plan);
    model.fromCents = Math.min(model.fromCents, plan.monthlyPriceCents);
  }
  return [...models.values()];
}

/** The plan for a term and mileage band, or the model's first plan when that pair is missing. */
export function pickPlan(
  model: SubscriptionModel,
  termMonths: number,
  kmPerMonth: number,
): SubscriptionPlan | undefined {
  return (
    model.plans.find((plan) => plan.termMonths === termMonths && plan.kmPerMonth === kmPerMonth) ??
    model.plans[0]
  );
}

export const distinct = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);
