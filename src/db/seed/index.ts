import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../client";
import {
  campaigns,
  consultants,
  dealerOpeningHours,
  dealers,
  equipmentItems,
  offerCoverageAreas,
  offers,
  states,
  vehicleCategories,
  vehicleModels,
  vehicleVersions,
  versionEquipment,
} from "../schema";
import { seedBuying } from "./buying";
import { seedScheduling } from "./scheduling";
import { buildDealerNetwork } from "./dealer-network";
import { seedFaq } from "./faq-seed";
import { seedRecall } from "./recall-seed";
import { equipmentCatalog, lineup, vehicleCategoryRows } from "./lineup";
import { buildOfferSeed } from "./offers";
import { brazilianStates } from "./states";
import { seedVehicleRegistry } from "./vehicle-registry";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface SeedSummary {
  models: number;
  versions: number;
  dealers: number;
  offers: number;
}

/**
 * Inserts what is missing and never overwrites: a second start keeps every row of the first,
 * including rows an operator edited.
 */
export async function seedDatabase(db: Database): Promise<SeedSummary> {
  await db.transaction(async (tx) => {
    await tx.insert(states).values(brazilianStates).onConflictDoNothing();
    await tx
      .insert(vehicleCategories)
      .values([...vehicleCategoryRows])
      .onConflictDoNothing();
    await tx
      .insert(equipmentItems)
      .values(Object.entries(equipmentCatalog).map(([name, kind]) => ({ name, kind })))
      .onConflictDoNothing();
    const equipmentIds = new Map(
      (await tx.select().from(equipmentItems)).map((item) => [item.name, item.id]),
    );

    for (const [order, model] of lineup.entries()) {
      await tx
        .insert(vehicleModels)
        .values({
          slug: model.slug,
          code: model.code,
          name: model.name,
          categoryId: model.categoryId,
          bodyStyle: model.bodyStyle,
          powertrain: model.powertrain,
          tagline: model.tagline,
          description: model.description,
          imageUrl: `/illustrations/models/${model.slug}.svg`,
          imageAlt: `Ilustração do ${model.name}`,
          displayOrder: order,
        })
        .onConflictDoNothing();
      const [stored] = await tx
        .select({ id: vehicleModels.id })
        .from(vehicleModels)
        .where(eq(vehicleModels.slug, model.slug));
      if (!stored) continue;
      const inserted = await tx
        .insert(vehicleVersions)
        .values(
          model.versions.map((version, index) => ({
            modelId: stored.id,
            code: version.code,
            name: version.name,
            modelYear: version.modelYear,
            engine: version.engine,
            fuel: version.fuel,
            potency: version.potency,
            transmission: version.transmission,
            listPriceCents: version.priceBRL * 100,
            absBrakes: true,
            airbags: version.airbags,
            airConditioning: version.airConditioning,
            steering: "electric" as const,
            fuelTankLiters: version.fuelTankLiters,
            batteryKwh: version.batteryKwh,
            warrantyYears: model.powertrain === "electric" ? 5 : 3,
            powerWindowsAndLocks: true,
            trunkLiters: version.trunkLiters,
            displayOrder: index,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: vehicleVersions.id, code: vehicleVersions.code });
      const links = inserted.flatMap(({ id, code }) => {
        const equipment = model.versions.find((version) => version.code === code)?.equipment ?? [];
        return equipment.flatMap((name) => {
          const equipmentId = equipmentIds.get(name);
          return equipmentId ? [{ versionId: id, equipmentId }] : [];
        });
      });
      if (links.length > 0) await tx.insert(versionEquipment).values(links).onConflictDoNothing();
    }

    const network = buildDealerNetwork();
    const insertedDealers = await tx
      .insert(dealers)
      .values(network.map(({ openingHours: _hours, consultants: _people, ...dealer }) => dealer))
      .onConflictDoNothing()
      .returning({ id: dealers.id, code: dealers.code });
    if (insertedDealers.length > 0) {
      const byCode = new Map(network.map((dealer) => [dealer.code, dealer]));
      await tx
        .insert(dealerOpeningHours)
        .values(
          insertedDealers.flatMap(({ id, code }) =>
            (byCode.get(code)?.openingHours ?? []).map((hours) => ({ dealerId: id, ...hours })),
          ),
        );
      await tx
        .insert(consultants)
        .values(
          insertedDealers.flatMap(({ id, code }) =>
            (byCode.get(code)?.consultants ?? []).map((person) => ({ dealerId: id, ...person })),
          ),
        )
        .onConflictDoNothing();
    }

    await seedOffers(tx);
    await seedBuying(tx);
    await seedScheduling(tx);
    await seedVehicleRegistry(tx);
    await seedFaq(tx);
    // After every registry seed: campaigns resolve over the vehicles that exist.
    await seedRecall(tx);
  });

  const [models, versions, dealerRows, offerRows] = await Promise.all([
    db.$count(vehicleModels),
    db.$count(vehicleVersions),
    db.$count(
      dealers,
      inArray(
        dealers.stateCode,
        brazilianStates.map((state) => state.code),
      ),
    ),
    db.$count(offers),
  ]);
  return { models, versions, dealers: dealerRows, offers: offerRows };
}

/** Campaigns, offers and their coverage; coverage rows are written only with a new offer. */
async function seedOffers(tx: Transaction): Promise<void> {
  const seed = buildOfferSeed();
  await tx.insert(campaigns).values(seed.campaigns).onConflictDoNothing();
  const [campaignRows, versionRows, dealerRows] = await Promise.all([
    tx.select({ id: campaigns.id, slug: campaigns.slug }).from(campaigns),
    tx.select({ id: vehicleVersions.id, code: vehicleVersions.code }).from(vehicleVersions),
    tx.select({ id: dealers.id, code: dealers.code }).from(dealers),
  ]);
  const campaignIds = new Map(campaignRows.map((row) => [row.slug, row.id]));
  const versionIds = new Map(versionRows.map((row) => [row.code, row.id]));
  const dealerIds = new Map(dealerRows.map((row) => [row.code, row.id]));

  const rows = seed.offers.flatMap(
    ({ versionCode, campaignSlug, dealerCode, areas: _a, ...offer }) => {
      const versionId = versionIds.get(versionCode);
      if (versionId === undefined) return [];
      return [
        {
          ...offer,
          versionId,
          campaignId: campaignSlug ? (campaignIds.get(campaignSlug) ?? null) : null,
          dealerId: dealerCode ? (dealerIds.get(dealerCode) ?? null) : null,
        },
      ];
    },
  );
  const inserted = await tx
    .insert(offers)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: offers.id, slug: offers.slug });
  const bySlug = new Map(seed.offers.map((offer) => [offer.slug, offer]));
  const areas = inserted.flatMap(({ id, slug }) =>
    (bySlug.get(slug)?.areas ?? []).map((area) => ({
      offerId: id,
      stateCode: area.stateCode ?? null,
      city: area.city ?? null,
      dealerId: area.dealerCode ? (dealerIds.get(area.dealerCode) ?? null) : null,
    })),
  );
  if (areas.length > 0) await tx.insert(offerCoverageAreas).values(areas);
  await refreshAdvertisedFinancing(tx, seed.offers);
}

/**
 * A database seeded by an earlier version keeps its offers, but a financing offer's advertised
 * figures follow the simulator's maths (decision 046): rows whose figures differ are brought up to
 * date; an unchanged row is not written.
 */
async function refreshAdvertisedFinancing(
  tx: Transaction,
  seeded: ReturnType<typeof buildOfferSeed>["offers"],
): Promise<void> {
  for (const offer of seeded) {
    if (offer.buyType !== "financing") continue;
    const figures = {
      downPaymentCents: offer.downPaymentCents ?? null,
      installmentCents: offer.installmentCents ?? null,
      cetMonthlyPercent: offer.cetMonthlyPercent ?? null,
      conditions: offer.conditions,
      highlights: offer.highlights,
    };
    await tx
      .update(offers)
      .set(figures)
      .where(
        and(
          eq(offers.slug, offer.slug),
          sql`(${offers.installmentCents}, ${offers.downPaymentCents}, ${offers.cetMonthlyPercent}, ${offers.conditions})
            is distinct from (${figures.installmentCents}::integer, ${figures.downPaymentCents}::integer, ${figures.cetMonthlyPercent}::text, ${figures.conditions}::text)`,
        ),
      );
  }
}
