import { beforeAll, describe, expect, it } from "vitest";
import { databaseHandle } from "@/db";
import { seedDatabase } from "@/db/seed";
import { initialOfferFilters } from "@/features/offers";
import { searchOffers } from "@/features/offers/server";

beforeAll(async () => {
  await seedDatabase(databaseHandle().db);
});

const curitiba = { state: "PR", city: "Curitiba", latitude: -25.4284, longitude: -49.2733 };

describe("seeded offers", () => {
  it("seeds 150+ offers once, and a second seed adds nothing", async () => {
    const again = await seedDatabase(databaseHandle().db);
    expect(again.offers).toBeGreaterThanOrEqual(150);
    const third = await seedDatabase(databaseHandle().db);
    expect(third.offers).toBe(again.offers);
  });

  it("shows a Curitiba shopper Paraná dealers first", async () => {
    const list = await searchOffers({ point: curitiba, filters: initialOfferFilters });
    expect(list.length).toBeGreaterThan(50);
    expect(list.slice(0, 10).every((offer) => offer.dealer?.stateCode === "PR")).toBe(true);
    expect(list[0]?.dealer?.city).toBe("Curitiba");
  });
});
