import "server-only";
import {
  RevisionNotOfferedError,
  UnknownSchedulingDealerError,
  UnknownSchedulingModelError,
} from "../domain/errors";
import { and, asc, eq, gte, isNull, lte, or } from "drizzle-orm";
import { database } from "@/db";
import {
  additionalServices,
  dealers,
  revisionPackagePrices,
  revisionPackages,
  serviceBadges,
  serviceOffers,
  states,
  vehicleModels,
  regions,
} from "@/db/schema";
import { apiErrors } from "@/lib/http";
import { centsToReais } from "@/lib/money";
import { priceWithOffers } from "../domain/service-price";
import { schedulingTexts } from "../texts";

export type Region = (typeof regions)[number];

export interface ModelRow {
  id: number;
  code: string;
  name: string;
  powertrain: "combustion" | "electric";
}

export async function modelByCode(code: string): Promise<ModelRow> {
  const [model] = await database()
    .select({
      id: vehicleModels.id,
      code: vehicleModels.code,
      name: vehicleModels.name,
      powertrain: vehicleModels.powertrain,
    })
    .from(vehicleModels)
    .where(eq(vehicleModels.code, code.toUpperCase()));
  if (!model) throw new UnknownSchedulingModelError();
  return model;
}

export async function listModels(): Promise<ModelRow[]> {
  return database()
    .select({
      id: vehicleModels.id,
      code: vehicleModels.code,
      name: vehicleModels.name,
      powertrain: vehicleModels.powertrain,
    })
    .from(vehicleModels)
    .orderBy(asc(vehicleModels.displayOrder));
}

/**
 * modelYearOrRegion is a model year (2024), a state (SP) or a region (Sudeste). A year answers the
 * Southeast reference price; a state or region answers that region's fixed price.
 */
export async function resolveYearOrRegion(
  value: string,
): Promise<{ modelYear: number | null; region: Region }> {
  if (/^\d{4}$/.test(value)) return { modelYear: Number(value), region: "Sudeste" };
  const asRegion = regions.find((region) => region.toLowerCase() === value.toLowerCase());
  if (asRegion) return { modelYear: null, region: asRegion };
  if (/^[A-Za-z]{2}$/.test(value)) {
    const [state] = await database()
      .select({ region: states.region })
      .from(states)
      .where(eq(states.code, value.toUpperCase()));
    if (state) return { modelYear: null, region: state.region };
  }
  throw apiErrors.validation(schedulingTexts.errors.modelYearOrRegion, {
    modelYearOrRegion: schedulingTexts.errors.invalidValue,
  });
}

export interface RevisionPackageView {
  revisionNumber: number;
  dueKm: number;
  dueMonths: number;
  durationMinutes: number;
  region: Region;
  price: number;
  partsPrice: number;
  labourPrice: number;
  mandatoryItems: { description: string; price: number }[];
  checkedItems: string[];
}

async function packageRows(
  modelId: number,
  modelYear: number | null,
  region: Region,
  revision?: number,
) {
  const conditions = [
    eq(revisionPackages.modelId, modelId),
    eq(revisionPackagePrices.region, region),
    ...(modelYear !== null
      ? [
          lte(revisionPackages.modelYearFrom, modelYear),
          gte(revisionPackages.modelYearTo, modelYear),
        ]
      : []),
    ...(revision !== undefined ? [eq(revisionPackages.revisionNumber, revision)] : []),
  ];
  const rows = await database()
    .select({ pack: revisionPackages, price: revisionPackagePrices })
    .from(revisionPackages)
    .innerJoin(revisionPackagePrices, eq(revisionPackagePrices.packageId, revisionPackages.id))
    .where(and(...conditions))
    .orderBy(asc(revisionPackages.revisionNumber));
  return rows.map(({ pack, price }): RevisionPackageView => ({
    revisionNumber: pack.revisionNumber,
    dueKm: pack.revisionNumber * 10_000,
    dueMonths: pack.revisionNumber * 12,
    durationMinutes: pack.durationMinutes,
    region,
    price: centsToReais(price.partsCents + price.labourCents),
    partsPrice: centsToReais(price.partsCents),
    labourPrice: centsToReais(price.labourCents),
    mandatoryItems: price.mandatoryItems.map((item) => ({
      description: item.description,
      price: centsToReais(item.priceCents),
    })),
    checkedItems: pack.checkedItems,
  }));
}

export async function availableRevisions(modelCode: string, yearOrRegion: string) {
  const model = await modelByCode(modelCode);
  const { modelYear, region } = await resolveYearOrRegion(yearOrRegion);
  return {
    modelCode: model.code,
    modelName: model.name,
    region,
    packages: await packageRows(model.id, modelYear, region),
  };
}

export async function detailedRevision(
  modelCode: string,
  yearOrRegion: string,
  revisionNumber: number,
) {
  const model = await modelByCode(modelCode);
  const { modelYear, region } = await resolveYearOrRegion(yearOrRegion);
  const [found] = await packageRows(model.id, modelYear, region, revisionNumber);
  if (!found) throw new RevisionNotOfferedError();
  return { modelCode: model.code, modelName: model.name, ...found };
}

export interface AdditionalServiceView {
  code: string;
  name: string;
  description: string;
  serviceType: string;
  price: number;
  priceOnRequest: boolean;
  durationMinutes: number;
  powertrain: "all" | "combustion" | "electric";
}

export async function listAdditionalServices(modelCode?: string): Promise<AdditionalServiceView[]> {
  const model = modelCode ? await modelByCode(modelCode) : undefined;
  const rows = await database()
    .select()
    .from(additionalServices)
    .where(
      model
        ? or(
            eq(additionalServices.powertrain, "all"),
            eq(additionalServices.powertrain, model.powertrain),
          )
        : undefined,
    )
    .orderBy(asc(additionalServices.serviceType), asc(additionalServices.id));
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    description: row.description,
    serviceType: row.serviceType,
    price: centsToReais(row.priceCents),
    priceOnRequest: row.priceCents === 0,
    durationMinutes: row.durationMinutes,
    powertrain: row.powertrain,
  }));
}

/** A service's name whatever the model, for a refusal that names what the owner ticked. */
export async function additionalServiceName(code: string): Promise<string | undefined> {
  const [row] = await database()
    .select({ name: additionalServices.name })
    .from(additionalServices)
    .where(eq(additionalServices.code, code))
    .limit(1);
  return row?.name;
}

export async function listBadges() {
  return database().select().from(serviceBadges).orderBy(asc(serviceBadges.code));
}

export interface ServiceOfferView {
  slug: string;
  title: string;
  description: string;
  serviceCode: string | null;
  revisionNumber: number | null;
  discountPercent: number;
  freeOffer: boolean;
  badge: { code: string; label: string; tone: string };
  validUntil: string;
}

/** Offers valid today for a model at a dealer: network-wide ones and the dealer's own. */
export async function serviceOffersFor(
  modelCode: string,
  dealerCode: string,
  today: string,
): Promise<ServiceOfferView[]> {
  const model = await modelByCode(modelCode);
  const [dealer] = await database()
    .select({ id: dealers.id })
    .from(dealers)
    .where(eq(dealers.code, dealerCode));
  if (!dealer) throw new UnknownSchedulingDealerError();
  const rows = await database()
    .select({ offer: serviceOffers, badge: serviceBadges })
    .from(serviceOffers)
    .innerJoin(serviceBadges, eq(serviceBadges.code, serviceOffers.badgeCode))
    .where(
      and(
        lte(serviceOffers.validFrom, today),
        gte(serviceOffers.validUntil, today),
        or(isNull(serviceOffers.modelId), eq(serviceOffers.modelId, model.id)),
        or(isNull(serviceOffers.dealerId), eq(serviceOffers.dealerId, dealer.id)),
      ),
    )
    .orderBy(asc(serviceOffers.id));
  return rows.map(({ offer, badge }) => ({
    slug: offer.slug,
    title: offer.title,
    description: offer.description,
    serviceCode: offer.serviceCode,
    revisionNumber: offer.revisionNumber,
    discountPercent: offer.discountPercent,
    freeOffer: offer.freeOffer,
    badge: { code: badge.code, label: badge.label, tone: badge.tone },
    validUntil: offer.validUntil,
  }));
}

/** A service's price after the best offer: a free offer costs 0 and is marked free. */
export function applyOffer(
  service: AdditionalServiceView,
  offers: readonly ServiceOfferView[],
): AdditionalServiceView & { freeOffer: boolean; badge: ServiceOfferView["badge"] | null } {
  const priced = priceWithOffers(service, offers);
  return {
    ...service,
    price: priced.price,
    priceOnRequest: service.priceOnRequest && !priced.freeOffer,
    freeOffer: priced.freeOffer,
    badge: priced.badge,
  };
}
