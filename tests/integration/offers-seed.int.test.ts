import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { database, databaseHandle } from "@/db";
import { offers } from "@/db/schema";
import { seedDatabase } from "@/db/seed";
import { initialOfferFilters } from "@/features/offers";
import { searchOfferPage, searchOffers } from "@/features/offers/server";

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

  it("brings a financing offer seeded by an earlier version up to the simulator's figures", async () => {
    const slug = "polo-track-bz13-mpi-financiado-sudeste";
    const [current] = await database().select().from(offers).where(eq(offers.slug, slug));
    if (!current) throw new Error(`the seed has no ${slug}`);
    expect(current.cetMonthlyPercent).toMatch(/^\d+,\d{2}$/);
    // What the earlier seed wrote: the instalment without fees and IOF, no CET.
    await database()
      .update(offers)
      .set({ installmentCents: 202_063, cetMonthlyPercent: null, conditions: "antigas" })
      .where(eq(offers.slug, slug));
    await seedDatabase(databaseHandle().db);
    const [refreshed] = await database().select().from(offers).where(eq(offers.slug, slug));
    expect(refreshed).toMatchObject({
      installmentCents: current.installmentCents,
      cetMonthlyPercent: current.cetMonthlyPercent,
      conditions: current.conditions,
      validUntil: current.validUntil,
    });
  });

  it("shows a Curitiba shopper Paraná dealers first", async () => {
    const list = await searchOffers({ point: curitiba, filters: initialOfferFilters });
    expect(list.length).toBeGreaterThan(50);
    expect(list.slice(0, 10).every((offer) => offer.dealer?.stateCode === "PR")).toBe(true);
    expect(list[0]?.dealer?.city).toBe("Curitiba");
  });

  describe("a remembered listing", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it("drops an offer the moment it ends, though its ranking is still remembered", async () => {
      const query = { point: curitiba, filters: initialOfferFilters, page: 1, size: 500 };
      const firstToEnd = (await searchOfferPage(query)).items.reduce((first, offer) =>
        offer.validUntil < first.validUntil ? offer : first,
      );

      // A second before it ends, the listing is ranked and remembered, its offer still in it.
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(firstToEnd.validUntil.getTime() - 1000);
      const before = await searchOfferPage(query);
      expect(await searchOfferPage(query)).toBe(before);
      expect(before.items.map((offer) => offer.id)).toContain(firstToEnd.id);

      vi.setSystemTime(firstToEnd.validUntil.getTime() + 1);
      const after = await searchOfferPage(query);
      expect(after.items.map((offer) => offer.id)).not.toContain(firstToEnd.id);
      expect(after.total).toBeLessThan(before.total);
      expect(after.items.every((offer) => offer.validUntil.getTime() > Date.now())).toBe(true);
    });
  });
});
