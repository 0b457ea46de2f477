/** SPEC.md sections 1-3: the three kinds of offer and what a shopper sees of each. */
export const offerKinds = ["model", "dealer", "direct-sales"] as const;
export type OfferKind = (typeof offerKinds)[number];

export const buyTypes = ["cash", "financing"] as const;
export type BuyType = (typeof buyTypes)[number];

export const coverageKinds = ["national", "states", "cities", "dealers"] as const;
export type CoverageKind = (typeof coverageKinds)[number];

/** Direct-sales segments, in the order the filter lists them. */
export const directSalesSegments = ["PcD", "Produtor rural", "Taxista", "Empresas (CNPJ)"] as const;

export interface CoverageArea {
  stateCode: string | null;
  city: string | null;
  dealerId: number | null;
}

export interface OfferDealer {
  id: number;
  code: string;
  name: string;
  city: string;
  stateCode: string;
  address: string;
  district: string;
  phone: string;
  whatsapp: string;
  latitude: number;
  longitude: number;
  distanceKm: number;
}

/** The comparison fields of SPEC.md section 3 (names as the comparison slots carry them). */
export interface ComparisonFields {
  absBreak: boolean;
  airbag: number;
  airConditioning: string;
  eletricSteering: boolean;
  hydraulicSteering: boolean;
  fuelReservoir: string;
  guarantee: string;
  potency: string;
  powerWindowAndLocks: boolean;
  transmission: string;
  trunk: string;
  standartEquipament: string[];
  security: string[];
}

export interface Offer {
  id: number;
  slug: string;
  kind: OfferKind;
  title: string;
  buyType: BuyType;
  priceCents: number;
  listPriceCents: number;
  financing: {
    downPaymentCents: number;
    installments: number;
    installmentCents: number;
    monthlyRatePercent: string;
    /** The CET a month at these terms ("0,46"), fees and IOF included; null when not stated. */
    cetMonthlyPercent: string | null;
  } | null;
  conditions: string;
  highlights: string[];
  segments: string[];
  discountBand: { minPercent: number; maxPercent: number } | null;
  coverage: CoverageKind;
  areas: CoverageArea[];
  validFrom: Date;
  validUntil: Date;
  negotiationEnabled: boolean;
  campaign: { id: number; slug: string; name: string } | null;
  outletDealerId: number | null;
  model: {
    id: number;
    slug: string;
    code: string;
    name: string;
    categoryId: number;
    categoryName: string;
    imageUrl: string;
    imageAlt: string;
  };
  version: {
    id: number;
    code: string;
    name: string;
    modelYear: number;
    engine: string;
    fuel: string;
  };
  comparison: ComparisonFields;
}

/** An offer as a list shows it: with the nearest dealer that sells it, when there is one. */
export interface OfferListItem extends Offer {
  dealer: OfferDealer | null;
}

export function isOfferActive(offer: Pick<Offer, "validFrom" | "validUntil">, now: Date): boolean {
  return offer.validFrom.getTime() <= now.getTime() && now.getTime() <= offer.validUntil.getTime();
}
