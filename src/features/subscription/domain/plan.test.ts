import { describe, expect, it } from "vitest";
import { distinct, groupByModel, pickPlan, type SubscriptionPlan } from "./plan";

const plan = (
  id: number,
  modelSlug: string,
  termMonths: number,
  kmPerMonth: number,
  price: number,
) =>
  ({
    id,
    modelSlug,
    carName: modelSlug.toUpperCase(),
    imageUrl: "",
    imageAlt: "",
    termMonths,
    kmPerMonth,
    monthlyPriceCents: price,
  }) satisfies SubscriptionPlan;

describe("Sign&Drive plans", () => {
  const models = groupByModel([
    plan(1, "polo", 12, 1000, 300_000),
    plan(2, "polo", 24, 1000, 260_000),
    plan(3, "polo", 24, 2000, 290_000),
    plan(4, "nivus", 12, 1000, 380_000),
  ]);

  it("groups by model with the lowest monthly price as 'a partir de'", () => {
    expect(models.map((model) => [model.slug, model.fromCents, model.plans.length])).toEqual([
      ["polo", 260_000, 3],
      ["nivus", 380_000, 1],
    ]);
  });

  it("picks the plan of the chosen term and mileage", () => {
    const polo = models[0];
    if (!polo) throw new Error("no polo");
    expect(pickPlan(polo, 24, 2000)?.id).toBe(3);
    expect(pickPlan(polo, 48, 2000)?.id).toBe(1);
    expect(distinct(polo.plans.map((item) => item.termMonths))).toEqual([12, 24]);
  });
});
