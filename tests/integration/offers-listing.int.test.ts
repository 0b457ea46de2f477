import { beforeAll, describe, expect, it } from "vitest";
import { GET as offersByPage } from "@/app/api/v1/offers/byPage/route";
import { databaseHandle } from "@/db";
import { seedDatabase } from "@/db/seed";
import type { SearchLocation } from "@/features/location";
import { loadOffersListing } from "@/features/offers/server/offers-listing";
import { callRoute } from "../support/route-caller";

const curitiba: SearchLocation = {
  label: "Curitiba - PR",
  latitude: -25.4284,
  longitude: -49.2733,
  state: "PR",
  city: "Curitiba",
  type: "CUSTOM",
};

/** Great-circle distance, to check the listing's figures independently of its own code. */
function distanceKm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

async function byPage(query: string) {
  const answer = await callRoute(offersByPage, { query });
  expect(answer.status).toBe(200);
  return answer.body;
}

beforeAll(async () => {
  await seedDatabase(databaseHandle().db);
});

describe("loadOffersListing", () => {
  it("shows the same offers, in the same order, as GET /api/v1/offers/byPage for the same place", async () => {
    const listing = await loadOffersListing({ search: { page: "2" }, location: curitiba });
    const api = await byPage("lat=-25.4284&lng=-49.2733&state=PR&city=Curitiba&page=2&size=12");
    expect(listing.results.total).toBe(api.total);
    expect(listing.results.totalPages).toBe(api.totalPages);
    expect(listing.results.offers.map((offer) => offer.id)).toEqual(api.offers.map((o) => o.id));
    expect(listing.results.firstIndex).toBe(12);
    expect(listing.results.previousHref).toBe("/ofertas?page=1#resultados");
    expect(listing.modelChoices).toBeNull();
  });

  it("sorts by price as byPage's sort does, and every link of the listing keeps the order", async () => {
    const listing = await loadOffersListing({
      search: { ordem: "menor-preco", category: "3", categoryName: "SUV", page: "2" },
      location: curitiba,
    });
    const api = await byPage(
      "lat=-25.4284&lng=-49.2733&state=PR&city=Curitiba&category=3&sort=price-asc&page=2&size=12",
    );
    expect(listing.results.offers.map((offer) => offer.id)).toEqual(api.offers.map((o) => o.id));
    const prices = listing.results.offers.map((offer) => offer.priceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(listing.filters.sort).toBe("price-asc");
    expect(listing.fellBack).toBe(false);
    expect(listing.results.previousHref).toBe(
      "/ofertas?category=3&categoryName=SUV&ordem=menor-preco&page=1#resultados",
    );
    expect(listing.results.nextHref ?? "").toMatch(/[?&]ordem=menor-preco&page=3#resultados$/);
    expect(listing.results.widenRegionHref).toContain("ordem=menor-preco");
    // The form starts again when the order changes, as when a filter does.
    expect(listing.filters.key).toBe("category=3&categoryName=SUV&ordem=menor-preco");

    const dearest = await loadOffersListing({
      kind: "direct-sales",
      byModel: true,
      search: { ordem: "maior-preco", carName: "Polo" },
      location: curitiba,
    });
    const dearPrices = dearest.results.offers.map((offer) => offer.priceCents);
    expect(dearPrices.length).toBeGreaterThan(1);
    expect(dearPrices).toEqual([...dearPrices].sort((a, b) => b - a));
  });

  it("lists an unknown order nearest first, says so, and leaves it out of its links", async () => {
    const listing = await loadOffersListing({
      search: { ordem: "mais-barato", page: "2" },
      location: curitiba,
    });
    const plain = await loadOffersListing({ search: { page: "2" }, location: curitiba });
    expect(listing.fellBack).toBe(true);
    expect(listing.filters.sort).toBe("distance");
    expect(listing.results.offers.map((offer) => offer.id)).toEqual(
      plain.results.offers.map((offer) => offer.id),
    );
    expect(listing.results.previousHref).toBe("/ofertas?page=1#resultados");
  });

  it("over the whole country, still names the dealer nearest the shopper, not the country's centre", async () => {
    const listing = await loadOffersListing({
      kind: "dealer",
      search: { regiao: "brasil", size: "48" },
      location: curitiba,
    });
    expect(listing.wholeCountry).toBe(true);
    // The filters' form keeps the whole country (and the page size) for its next search.
    expect(listing.filters.carried).toEqual([
      ["regiao", "brasil"],
      ["size", "48"],
    ]);
    const nearby = await loadOffersListing({ kind: "dealer", search: {}, location: curitiba });
    expect(nearby.filters.carried).toEqual([]);
    const dealers = listing.results.offers.flatMap((offer) => (offer.dealer ? [offer.dealer] : []));
    expect(dealers.length).toBeGreaterThan(0);
    for (const dealer of dealers) {
      const fromCuritiba = distanceKm(curitiba, dealer);
      expect(Math.abs(dealer.distanceKm - fromCuritiba)).toBeLessThan(1);
    }
    expect(Math.min(...dealers.map((dealer) => dealer.distanceKm))).toBeLessThan(50);
  });

  it("offers only the ways to buy that find something in that listing and place", async () => {
    for (const kind of [undefined, "dealer", "direct-sales"] as const) {
      const listing = await loadOffersListing({ kind, search: {}, location: curitiba });
      for (const buyType of ["cash", "financing"] as const) {
        const found = await loadOffersListing({ kind, search: { buyType }, location: curitiba });
        expect(listing.filters.buyTypes.includes(buyType)).toBe(found.results.total > 0);
      }
    }
    const all = await loadOffersListing({ search: {}, location: curitiba });
    expect(all.filters.buyTypes).toEqual(["cash", "financing"]);
  });

  it("leaves out a category the catalogue does not have, and says so, instead of finding nothing", async () => {
    const listing = await loadOffersListing({ search: { category: "6" }, location: curitiba });
    const everything = await loadOffersListing({ search: {}, location: curitiba });
    expect(listing.fellBack).toBe(true);
    expect(listing.filters.initial.category).toBeNull();
    expect(listing.results.total).toBe(everything.results.total);
    expect(listing.results.total).toBeGreaterThan(0);
    // A category of the catalogue is searched as asked.
    const pickups = await loadOffersListing({ search: { category: "4" }, location: curitiba });
    expect(pickups.fellBack).toBe(false);
    expect(pickups.filters.initial.category).toBe(4);
  });

  it("keeps a page size asked for in every link, so the next page starts after the offers seen", async () => {
    const first = await loadOffersListing({ search: { size: "24" }, location: curitiba });
    expect(first.results.offers).toHaveLength(24);
    expect(first.results.nextHref).toBe("/ofertas?size=24&page=2#resultados");
    expect(first.results.widenRegionHref).toBe("/ofertas?size=24&regiao=brasil");
    expect(first.filters.carried).toEqual([["size", "24"]]);

    const next = new URLSearchParams(first.results.nextHref?.split(/[?#]/)[1]);
    const second = await loadOffersListing({
      search: Object.fromEntries(next),
      location: curitiba,
    });
    expect(second.results.firstIndex).toBe(24);
    const seen = new Set(first.results.offers.map((offer) => offer.id));
    expect(second.results.offers.some((offer) => seen.has(offer.id))).toBe(false);
    expect(second.results.previousHref).toBe("/ofertas?size=24&page=1#resultados");

    // The default size stays out of the links, as before.
    const plain = await loadOffersListing({ search: { size: "12" }, location: curitiba });
    expect(plain.results.nextHref).toBe("/ofertas?page=2#resultados");
    expect(plain.filters.carried).toEqual([]);
  });

  it("shows the last page for a page past the end, with no link further", async () => {
    const listing = await loadOffersListing({ search: { page: "999" }, location: curitiba });
    expect(listing.results.page).toBe(listing.results.totalPages);
    expect(listing.results.offers.length).toBeGreaterThan(0);
    expect(listing.results.nextHref).toBeNull();
  });

  it("lists the models to choose on /modelo before a model is chosen, each with its link", async () => {
    const listing = await loadOffersListing({
      kind: "dealer",
      byModel: true,
      search: {},
      location: curitiba,
    });
    expect(listing.modelChoices?.length).toBeGreaterThan(0);
    const [first] = listing.modelChoices ?? [];
    expect(first?.href).toMatch(
      /^\/ofertas\/rede-de-concessionaria\/modelo\?category=\d+&categoryName=.+&carName=.+/,
    );
    expect(first?.offerCount).toBeGreaterThan(0);
  });

  it("on /modelo over the whole country, each model's link stays over the whole country, in the same order", async () => {
    const listing = await loadOffersListing({
      kind: "dealer",
      byModel: true,
      search: { regiao: "brasil", ordem: "menor-preco" },
      location: curitiba,
    });
    const choices = listing.modelChoices ?? [];
    expect(choices.length).toBeGreaterThan(0);
    for (const choice of choices) {
      const [path, query] = choice.href.split("?");
      expect(path).toBe("/ofertas/rede-de-concessionaria/modelo");
      const search = new URLSearchParams(query);
      expect(search.get("carName")).toBe(choice.name);
      expect(search.get("regiao")).toBe("brasil");
      expect(search.get("ordem")).toBe("menor-preco");
    }
    // Followed, the link lists that model's offers over the whole country, cheapest first.
    const [first] = choices;
    const chosen = await loadOffersListing({
      kind: "dealer",
      byModel: true,
      search: Object.fromEntries(new URLSearchParams(first?.href.split("?")[1])),
      location: curitiba,
    });
    expect(chosen.wholeCountry).toBe(true);
    expect(chosen.filters.sort).toBe("price-asc");
    expect(chosen.results.total).toBe(first?.offerCount);

    // A shared place (?coverage=) goes along too, so the model's offers are that place's.
    const shared = await loadOffersListing({
      kind: "dealer",
      byModel: true,
      search: { coverage: "Curitiba - PR" },
      location: curitiba,
    });
    expect(shared.modelChoices?.[0]?.href).toContain(
      `coverage=${encodeURIComponent("Curitiba - PR").replaceAll("%20", "+")}`,
    );
  });

  it("searches what its form shows: a model outside the chosen category is dropped, as byPage does", async () => {
    for (const kind of [undefined, "model", "dealer", "direct-sales"] as const) {
      const search = { category: "1", categoryName: "Hatch", carName: "Amarok" };
      const listing = await loadOffersListing({ kind, search, location: curitiba });
      const hatch = await loadOffersListing({
        kind,
        search: { category: "1", categoryName: "Hatch" },
        location: curitiba,
      });
      expect(listing.filters.initial.carName).toBe("");
      expect(listing.filters.initial.category).toBe(1);
      expect(listing.filters.key).toBe(hatch.filters.key);
      expect(listing.results.total).toBe(hatch.results.total);
      expect(listing.results.total).toBeGreaterThan(0);
      const api = await byPage(
        `lat=-25.4284&lng=-49.2733&state=PR&city=Curitiba&category=1&carName=Amarok${kind ? `&kind=${kind}` : ""}`,
      );
      expect(api.total).toBe(listing.results.total);
    }
    // Consistent filters are searched as they are, in the catalogue's spelling of the model.
    const amarok = await loadOffersListing({
      search: { category: "4", categoryName: "Picape", carName: "amarok" },
      location: curitiba,
    });
    expect(amarok.filters.initial).toMatchObject({ category: 4, carName: "Amarok" });
    expect(amarok.results.total).toBeGreaterThan(0);
    for (const offer of amarok.results.offers) expect(offer.model.name).toBe("Amarok");
  });

  it("drops segments on the listings without direct sales, whose form does not show them", async () => {
    const dealer = await loadOffersListing({ kind: "dealer", search: {}, location: curitiba });
    const withSegment = await loadOffersListing({
      kind: "dealer",
      search: { segments: "Taxista" },
      location: curitiba,
    });
    expect(withSegment.filters.showSegments).toBe(false);
    expect(withSegment.filters.initial.segments).toEqual([]);
    expect(withSegment.results.total).toBe(dealer.results.total);
    const direct = await loadOffersListing({
      kind: "direct-sales",
      search: { segments: "Taxista" },
      location: curitiba,
    });
    expect(direct.filters.initial.segments).toEqual(["Taxista"]);
  });

  it("on /modelo, offers the chosen category's models when its model was dropped", async () => {
    const listing = await loadOffersListing({
      kind: "model",
      byModel: true,
      search: { category: "1", categoryName: "Hatch", carName: "Amarok" },
      location: curitiba,
    });
    const names = listing.modelChoices?.map((choice) => choice.name) ?? [];
    expect(names).toContain("Polo");
    expect(names).not.toContain("Amarok");
    expect(names).not.toContain("Nivus");
  });

  it("leaves out a model the catalogue does not have, says so, and keeps the other filters", async () => {
    const listing = await loadOffersListing({
      search: { carName: "Modelo Inexistente", category: "3", categoryName: "SUV" },
      location: curitiba,
    });
    expect(listing.fellBack).toBe(true);
    expect(listing.filters.initial.carName).toBe("");
    expect(listing.filters.initial.category).toBe(3);
    expect(listing.results.total).toBeGreaterThan(0);
    for (const offer of listing.results.offers) expect(offer.model.categoryName).toBe("SUV");
  });

  it("on /modelo, offers the models to choose from when the link's model left the line-up", async () => {
    const listing = await loadOffersListing({
      kind: "direct-sales",
      byModel: true,
      search: { carName: "Fusca" },
      location: curitiba,
    });
    expect(listing.fellBack).toBe(true);
    expect(listing.modelChoices?.length).toBeGreaterThan(0);
  });
});
