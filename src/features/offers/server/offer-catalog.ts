import "server-only";
import { asc, eq, gte, inArray } from "drizzle-orm";
import { database } from "@/db";
import {
  campaigns,
  equipmentItems,
  offerCoverageAreas,
  offers,
  vehicleCategories,
  vehicleModels,
  vehicleVersions,
  versionEquipment,
} from "@/db/schema";
import { readCache } from "@/lib/read-cache";
import type { CoverageArea, Offer } from "../domain/offer";

const offerCatalogTtlMs = 60_000;

const yesNoFuel = (tank: number | null, battery: number | null) =>
  battery !== null ? `Bateria de ${String(battery).replace(".", ",")} kWh` : `${tank ?? 0} litros`;

/**
 * Every offer that has not ended, reshaped for the pages and calls. Offers change a few times a
 * day: each instance re-reads them at most once a minute, and every read still drops an offer the
 * moment it ends (isOfferActive), so an expired offer is never shown.
 */
async function loadOfferCatalog(): Promise<Offer[]> {
  const db = database();
  const rows = await db
    .select({
      offer: offers,
      version: vehicleVersions,
      model: vehicleModels,
      category: vehicleCategories,
      campaign: { id: campaigns.id, slug: campaigns.slug, name: campaigns.name },
    })
    .from(offers)
    .innerJoin(vehicleVersions, eq(vehicleVersions.id, offers.versionId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicleVersions.modelId))
    .innerJoin(vehicleCategories, eq(vehicleCategories.id, vehicleModels.categoryId))
    .leftJoin(campaigns, eq(campaigns.id, offers.campaignId))
    .where(gte(offers.validUntil, new Date()))
    .orderBy(asc(offers.id));
  if (rows.length === 0) return [];

  const offerIds = rows.map((row) => row.offer.id);
  const versionIds = [...new Set(rows.map((row) => row.version.id))];
  const [areaRows, equipmentRows] = await Promise.all([
    db.select().from(offerCoverageAreas).where(inArray(offerCoverageAreas.offerId, offerIds)),
    db
      .select({
        versionId: versionEquipment.versionId,
        name: equipmentItems.name,
        kind: equipmentItems.kind,
      })
      .from(versionEquipment)
      .innerJoin(equipmentItems, eq(equipmentItems.id, versionEquipment.equipmentId))
      .where(inArray(versionEquipment.versionId, versionIds))
      .orderBy(asc(equipmentItems.id)),
  ]);
  const areas = new Map<number, CoverageArea[]>();
  for (const area of areaRows) {
    const list = areas.get(area.offerId) ?? [];
    list.push({ stateCode: area.stateCode, city: area.city, dealerId: area.dealerId });
    areas.set(area.offerId, list);
  }
  const equipment = new Map<number, { standard: string[]; security: string[] }>();
  for (const item of equipmentRows) {
    const entry = equipment.get(item.versionId) ?? { standard: [], security: [] };
    (item.kind === "safety" ? entry.security : entry.standard).push(item.name);
    equipment.set(item.versionId, entry);
  }

  return rows.map(({ offer, version, model, category, campaign }) => {
    const items = equipment.get(version.id) ?? { standard: [], security: [] };
    return {
      id: offer.id,
      slug: offer.slug,
      kind: offer.kind,
      title: offer.title,
      buyType: offer.buyType,
      priceCents: offer.priceCents,
      listPriceCents: version.listPriceCents,
      financing:
        offer.downPaymentCents !== null &&
        offer.installments !== null &&
        offer.installmentCents !== null
          ? {
              downPaymentCents: offer.downPaymentCents,
              installments: offer.installments,
              installmentCents: offer.installmentCents,
              monthlyRatePercent: offer.monthlyRatePercent ?? "0,00",
              cetMonthlyPercent: offer.cetMonthlyPercent,
            }
          : null,
      conditions: offer.conditions,
      highlights: offer.highlights,
      segments: offer.segments,
      discountBand:
        offer.discountMinPercent !== null && offer.discountMaxPercent !== null
          ? { minPercent: offer.discountMinPercent, maxPercent: offer.discountMaxPercent }
          : null,
      coverage: offer.coverage,
      areas: areas.get(offer.id) ?? [],
      validFrom: offer.validFrom,
      validUntil: offer.validUntil,
      negotiationEnabled: offer.negotiationEnabled,
      campaign: campaign?.id ? campaign : null,
      outletDealerId: offer.dealerId,
      model: {
        id: model.id,
        slug: model.slug,
        code: model.code,
        name: model.name,
        categoryId: category.id,
        categoryName: category.name,
        imageUrl: model.imageUrl,
        imageAlt: model.imageAlt,
      },
      version: {
        id: version.id,
        code: version.code,
        name: version.name,
        modelYear: version.modelYear,
        engine: version.engine,
        fuel: version.fuel,
      },
      comparison: {
        absBreak: version.absBrakes,
        airbag: version.airbags,
        airConditioning: version.airConditioning,
        eletricSteering: version.steering === "electric",
        hydraulicSteering: version.steering === "hydraulic",
        fuelReservoir: yesNoFuel(version.fuelTankLiters, version.batteryKwh),
        guarantee: `${version.warrantyYears} anos`,
        potency: version.potency,
        powerWindowAndLocks: version.powerWindowsAndLocks,
        transmission: version.transmission,
        trunk: `${version.trunkLiters} litros`,
        standartEquipament: items.standard,
        security: items.security,
      },
    } satisfies Offer;
  });
}

export const offerCatalog = readCache("offers.catalog", offerCatalogTtlMs, loadOfferCatalog);
