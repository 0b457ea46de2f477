import { describe, expect, it } from "vitest";
import { aDealer, aModel, anOffer } from "../../../../tests/support/factories";
import { initialOfferFilters, type OfferFilters } from "./offer-filters";
import { matchesFilters, nearestDealer, paginate, searchOfferList } from "./offer-search";

const now = new Date("2026-06-15T12:00:00Z");
const saoPaulo = { state: "SP", city: "São Paulo" };
const filters = (overrides: Partial<OfferFilters> = {}) => ({
  ...initialOfferFilters,
  ...overrides,
});

describe("matchesFilters", () => {
  const polo = anOffer({
    model: aModel({ name: "Polo", categoryId: 1 }),
    buyType: "financing",
    kind: "direct-sales",
    segments: ["Taxista", "PcD"],
  });

  it("keeps an offer when no filter is set", () => {
    expect(matchesFilters(polo, filters())).toBe(true);
  });

  it("compares the car name without case or accents", () => {
    expect(matchesFilters(polo, filters({ carName: "POLÓ" }))).toBe(true);
    expect(matchesFilters(polo, filters({ carName: "Virtus" }))).toBe(false);
  });

  it("filters by category, buy type and kind", () => {
    expect(matchesFilters(polo, filters({ category: 2 }))).toBe(false);
    expect(matchesFilters(polo, filters({ category: 1 }))).toBe(true);
    expect(matchesFilters(polo, filters({ buyType: "cash" }))).toBe(false);
    expect(matchesFilters(polo, filters({ buyType: "financing" }), "direct-sales")).toBe(true);
    expect(matchesFilters(polo, filters(), "model")).toBe(false);
  });

  it("keeps an offer that has any of the chosen segments", () => {
    expect(matchesFilters(polo, filters({ segments: ["Empresas (CNPJ)", "PcD"] }))).toBe(true);
    expect(matchesFilters(polo, filters({ segments: ["Produtor rural"] }))).toBe(false);
  });
});

describe("nearestDealer", () => {
  it("takes the first dealer of the nearest-first list that sells the offer", () => {
    const near = aDealer({ stateCode: "RJ", city: "Rio de Janeiro", distanceKm: 3 });
    const far = aDealer({ stateCode: "SP", city: "Campinas", distanceKm: 90 });
    const offer = anOffer({
      coverage: "states",
      areas: [{ stateCode: "SP", city: null, dealerId: null }],
    });
    expect(nearestDealer(offer, [near, far])).toBe(far);
    expect(nearestDealer(offer, [near])).toBeNull();
  });
});

describe("searchOfferList", () => {
  it("drops ended, not yet started and out-of-place offers", () => {
    const live = anOffer();
    const ended = anOffer({ validUntil: new Date("2026-06-01T00:00:00Z") });
    const future = anOffer({ validFrom: new Date("2026-07-01T00:00:00Z") });
    const elsewhere = anOffer({
      coverage: "states",
      areas: [{ stateCode: "BA", city: null, dealerId: null }],
    });
    const found = searchOfferList([live, ended, future, elsewhere], [], {
      place: saoPaulo,
      filters: filters(),
      now,
    });
    expect(found.map((offer) => offer.id)).toEqual([live.id]);
  });

  it("shows the whole country's offers to a search of the country", () => {
    const bahia = anOffer({
      coverage: "states",
      areas: [{ stateCode: "BA", city: null, dealerId: null }],
    });
    const found = searchOfferList([bahia], [], {
      place: { state: "BR", city: "ALL" },
      filters: filters(),
      now,
    });
    expect(found).toHaveLength(1);
  });

  it("orders nearest selling dealer first, then cheapest, then by id; no dealer goes last", () => {
    const nearDealer = aDealer({ distanceKm: 2 });
    const farDealer = aDealer({ distanceKm: 40, city: "Guarulhos" });
    const cheapFar = anOffer({
      priceCents: 80_000_00,
      coverage: "dealers",
      areas: [{ stateCode: "SP", city: null, dealerId: farDealer.id }],
    });
    const dearNear = anOffer({
      priceCents: 150_000_00,
      coverage: "dealers",
      areas: [{ stateCode: "SP", city: null, dealerId: nearDealer.id }],
    });
    const cheapNear = anOffer({ priceCents: 90_000_00 });
    const sameAsCheapNear = anOffer({ priceCents: 90_000_00 });
    const unsold = anOffer({
      priceCents: 10_000_00,
      coverage: "cities",
      areas: [{ stateCode: "SP", city: "São Paulo", dealerId: null }],
    });
    const found = searchOfferList(
      [unsold, cheapFar, dearNear, sameAsCheapNear, cheapNear],
      [nearDealer, farDealer].map((dealer) => ({ ...dealer, city: "Guarulhos" })),
      { place: saoPaulo, filters: filters(), now },
    );
    expect(found.map((offer) => offer.id)).toEqual([
      cheapNear.id,
      sameAsCheapNear.id,
      dearNear.id,
      cheapFar.id,
      unsold.id,
    ]);
    expect(found[0]?.dealer?.id).toBe(nearDealer.id);
    expect(found.at(-1)?.dealer).toBeNull();
  });

  it("orders by the offer's price when the shopper chooses it, the nearer first at a tie", () => {
    const nearDealer = aDealer({ distanceKm: 2, city: "Guarulhos" });
    const farDealer = aDealer({ distanceKm: 40, city: "Guarulhos" });
    const atDealer = (dealerId: number, priceCents: number) =>
      anOffer({
        priceCents,
        coverage: "dealers",
        areas: [{ stateCode: "SP", city: null, dealerId }],
      });
    const dearNear = atDealer(nearDealer.id, 150_000_00);
    const cheapFar = atDealer(farDealer.id, 80_000_00);
    const midFar = atDealer(farDealer.id, 95_000_00);
    const midNear = atDealer(nearDealer.id, 95_000_00);
    const search = (sort: "price-asc" | "price-desc") =>
      searchOfferList([dearNear, cheapFar, midFar, midNear], [nearDealer, farDealer], {
        place: saoPaulo,
        filters: filters(),
        sort,
        now,
      }).map((offer) => offer.id);
    expect(search("price-asc")).toEqual([cheapFar.id, midNear.id, midFar.id, dearNear.id]);
    expect(search("price-desc")).toEqual([dearNear.id, midNear.id, midFar.id, cheapFar.id]);
  });
});

describe("paginate", () => {
  it("cuts a page and counts pages, with at least one page when empty", () => {
    const items = Array.from({ length: 25 }, (_, index) => index);
    expect(paginate(items, 3, 12)).toEqual({
      items: [24],
      page: 3,
      size: 12,
      total: 25,
      totalPages: 3,
    });
    expect(paginate([], 1, 12).totalPages).toBe(1);
  });
});
