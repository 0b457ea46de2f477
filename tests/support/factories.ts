// Small builders for the domain's shapes: a test names only what it is about.
import type { Offer, OfferDealer } from "@/features/offers/domain/offer";

let nextId = 1;

export function aModel(overrides: Partial<Offer["model"]> = {}): Offer["model"] {
  return {
    id: 1,
    slug: "polo",
    code: "POLO",
    name: "Polo",
    categoryId: 1,
    categoryName: "Hatch",
    imageUrl: "/models/polo.svg",
    imageAlt: "Polo",
    ...overrides,
  };
}

export function anOffer(overrides: Partial<Offer> = {}): Offer {
  const id = overrides.id ?? nextId++;
  return {
    id,
    slug: `oferta-${id}`,
    kind: "model",
    title: `Oferta ${id}`,
    buyType: "cash",
    priceCents: 100_000_00,
    listPriceCents: 110_000_00,
    financing: null,
    conditions: "",
    highlights: [],
    segments: [],
    discountBand: null,
    coverage: "national",
    areas: [],
    validFrom: new Date("2026-01-01T00:00:00Z"),
    validUntil: new Date("2026-12-31T23:59:59Z"),
    negotiationEnabled: false,
    campaign: null,
    outletDealerId: null,
    model: aModel(),
    version: {
      id: 1,
      code: "POLO-TSI",
      name: "Polo TSI",
      modelYear: 2026,
      engine: "1.0 TSI",
      fuel: "Flex",
    },
    comparison: {
      absBreak: true,
      airbag: 6,
      airConditioning: "Digital",
      eletricSteering: true,
      hydraulicSteering: false,
      fuelReservoir: "52 L",
      guarantee: "3 anos",
      potency: "116 cv",
      powerWindowAndLocks: true,
      transmission: "Automática",
      trunk: "300 L",
      standartEquipament: [],
      security: [],
    },
    ...overrides,
  };
}

export function aDealer(overrides: Partial<OfferDealer> = {}): OfferDealer {
  const id = overrides.id ?? nextId++;
  return {
    id,
    code: `D${id}`,
    name: `Concessionária ${id}`,
    city: "São Paulo",
    stateCode: "SP",
    address: "Rua A, 1",
    district: "Centro",
    phone: "1130000000",
    whatsapp: "11900000000",
    latitude: -23.55,
    longitude: -46.63,
    distanceKm: 5,
    ...overrides,
  };
}
