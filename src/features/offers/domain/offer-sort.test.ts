import { describe, expect, it } from "vitest";
import { aDealer, anOffer } from "../../../../tests/support/factories";
import type { OfferListItem } from "./offer";
import { initialOfferFilters } from "./offer-filters";
import { compareOffers, listingSearch, sortFromSlug, sortSlug, type OfferSort } from "./offer-sort";

const item = (id: number, priceReais: number, distanceKm: number | null): OfferListItem => ({
  ...anOffer({ id, priceCents: priceReais * 100 }),
  dealer: distanceKm === null ? null : aDealer({ distanceKm }),
});

// A far cheap offer, a near dear one, two at the same price, one with no dealer nearby.
const offers = [
  item(1, 120_000, 5),
  item(2, 80_000, 300),
  item(3, 95_000, 40),
  item(4, 95_000, 12),
  item(5, 70_000, null),
];
const order = (sort: OfferSort) => [...offers].sort(compareOffers(sort)).map((offer) => offer.id);

describe("compareOffers", () => {
  it("lists the nearest selling dealer first, then the cheaper, and offers with no dealer last", () => {
    expect(order("distance")).toEqual([1, 4, 3, 2, 5]);
  });

  it("lists the cheapest first; at the same price, the nearer first", () => {
    expect(order("price-asc")).toEqual([5, 2, 4, 3, 1]);
  });

  it("lists the dearest first; at the same price, the nearer first", () => {
    expect(order("price-desc")).toEqual([1, 4, 3, 2, 5]);
  });

  it("settles a full tie by the id, so every request pages the same list", () => {
    const twins = [item(9, 50_000, 10), item(7, 50_000, 10), item(8, 50_000, 10)];
    for (const sort of ["distance", "price-asc", "price-desc"] as const) {
      expect([...twins].sort(compareOffers(sort)).map((offer) => offer.id)).toEqual([7, 8, 9]);
    }
  });
});

describe("the order in the address", () => {
  it("names the price orders in Portuguese and leaves the default out", () => {
    expect(sortSlug("price-asc")).toBe("menor-preco");
    expect(sortSlug("price-desc")).toBe("maior-preco");
    expect(sortSlug("distance")).toBe("");
    expect(sortFromSlug("menor-preco")).toBe("price-asc");
    expect(sortFromSlug("maior-preco")).toBe("price-desc");
  });

  it.each([undefined, "", "mais-barato", "price-asc", "toString", "__proto__"])(
    "reads %o as the default order",
    (slug) => {
      expect(sortFromSlug(slug)).toBe("distance");
    },
  );

  it("keeps the order beside the filters in a listing's query", () => {
    const filters = { ...initialOfferFilters, category: 3, categoryName: "SUV" };
    expect(listingSearch(filters, "price-desc").toString()).toBe(
      "category=3&categoryName=SUV&ordem=maior-preco",
    );
    expect(listingSearch(filters, "distance").toString()).toBe("category=3&categoryName=SUV");
  });
});
