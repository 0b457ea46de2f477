import { like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { database, databaseHandle } from "@/db";
import { offers } from "@/db/schema";
import { seedDatabase } from "@/db/seed";
import { endedOfferBySlug } from "@/features/offers/server";

beforeAll(async () => {
  await seedDatabase(databaseHandle().db);
});

const curitiba = { state: "PR", city: "Curitiba", latitude: -25.4284, longitude: -49.2733 };

describe("an ended offer's link (decision 053)", () => {
  it("names the ended offer and the same model's offers a shopper there can take now", async () => {
    const ended = await endedOfferBySlug("polo-track-bz13-mpi-encerrada", curitiba);
    expect(ended?.title).toMatch(/na queima de estoque$/);
    expect(ended?.modelName).toBe("Polo Track");
    expect(ended?.current.length).toBeGreaterThan(0);
    expect(ended?.current.length).toBeLessThanOrEqual(3);
    for (const offer of ended?.current ?? []) {
      expect(offer.model.name).toBe("Polo Track");
      expect(offer.validUntil.getTime()).toBeGreaterThan(Date.now());
    }
  });

  it("knows nothing of a slug no offer had, nor of one that has not started", async () => {
    expect(await endedOfferBySlug("oferta-que-nao-existe", curitiba)).toBeUndefined();
    const [upcoming] = await database()
      .select({ slug: offers.slug })
      .from(offers)
      .where(like(offers.slug, "%-em-breve"))
      .limit(1);
    if (!upcoming) throw new Error("the seed has no offer that has not started");
    expect(await endedOfferBySlug(upcoming.slug, curitiba)).toBeUndefined();
  });
});
