import { describe, expect, it } from "vitest";
import {
  initialOfferFilters,
  offerFiltersReducer,
  offerFiltersToSearch,
  type OfferFilters,
} from "./offer-filters";
import { parsePageQuery } from "./offer-query";

const reduce = offerFiltersReducer;

describe("offerFiltersReducer", () => {
  it("parses the category as an integer and keeps its label", () => {
    const state = reduce(initialOfferFilters, {
      type: "setCategory",
      category: "3",
      categoryName: "SUV",
    });
    expect(state).toMatchObject({ category: 3, categoryName: "SUV" });
    expect(
      reduce(initialOfferFilters, { type: "setCategory", category: "abc", categoryName: "X" }),
    ).toMatchObject({ category: null, categoryName: "" });
  });

  it("sets the category with the car name, and drops the car when the category changes", () => {
    const withCar = reduce(initialOfferFilters, {
      type: "setCarName",
      carName: "Nivus",
      category: 3,
      categoryName: "SUV",
    });
    expect(withCar).toMatchObject({ carName: "Nivus", category: 3, categoryName: "SUV" });
    expect(reduce(withCar, { type: "setCategory", category: 3, categoryName: "SUV" }).carName).toBe(
      "Nivus",
    );
    expect(
      reduce(withCar, { type: "setCategory", category: 1, categoryName: "Hatch" }).carName,
    ).toBe("");
  });

  it("keeps a model the new category holds, and drops one of another category", () => {
    const withPolo: OfferFilters = { ...initialOfferFilters, carName: "Polo" };
    const setCategory = (state: OfferFilters, category: string) =>
      reduce(state, { type: "setCategory", category, categoryName: "X", carCategory: 1 });
    const hatch = setCategory(withPolo, "1");
    expect(hatch).toMatchObject({ category: 1, categoryName: "X", carName: "Polo" });
    expect(setCategory(hatch, "")).toMatchObject({ category: null, carName: "Polo" });
    expect(setCategory(hatch, "3")).toMatchObject({ category: 3, carName: "" });
    // A model whose category the form does not know cannot be shown under a new category.
    expect(
      reduce(withPolo, { type: "setCategory", category: "1", categoryName: "Hatch" }).carName,
    ).toBe("");
  });

  it("sets buy type, segments (once each) and coverage; clears the car name or everything", () => {
    let state: OfferFilters = reduce(initialOfferFilters, {
      type: "setBuyType",
      buyType: "financing",
    });
    state = reduce(state, { type: "setSegments", segments: ["PcD", "PcD", "Taxista"] });
    state = reduce(state, { type: "setCoverage", coverage: "Curitiba - PR" });
    state = reduce(state, {
      type: "setCarName",
      carName: "Polo",
      category: 1,
      categoryName: "Hatch",
    });
    expect(state).toEqual({
      category: 1,
      categoryName: "Hatch",
      carName: "Polo",
      buyType: "financing",
      segments: ["PcD", "Taxista"],
      coverage: "Curitiba - PR",
    });
    expect(reduce(state, { type: "clearCarName" })).toEqual({ ...state, carName: "" });
    expect(reduce(state, { type: "clearAll" })).toEqual(initialOfferFilters);
  });

  it("sets defaults over a clean state, parsing the category", () => {
    const dirty = reduce(initialOfferFilters, { type: "setBuyType", buyType: "cash" });
    expect(
      reduce(dirty, { type: "setDefaults", defaults: { category: "5", categoryName: "Elétrico" } }),
    ).toEqual({ ...initialOfferFilters, category: 5, categoryName: "Elétrico" });
  });

  it("writes the filters to the URL with the names the logo link keeps", () => {
    const search = offerFiltersToSearch({
      ...initialOfferFilters,
      category: 3,
      categoryName: "SUV",
      carName: "T-Cross",
      segments: ["PcD", "Taxista"],
    });
    expect(search.toString()).toBe(
      "category=3&categoryName=SUV&carName=T-Cross&segments=PcD&segments=Taxista",
    );
  });
});

describe("parsePageQuery", () => {
  it("reads filters and paging from the URL", () => {
    expect(
      parsePageQuery({ category: "3", carName: "Nivus", page: "2", segments: "PcD" }),
    ).toMatchObject({
      filters: { category: 3, carName: "Nivus", segments: ["PcD"] },
      page: 2,
      fellBack: false,
    });
  });

  it.each([{ category: "abc" }, { page: "-1" }, { size: "10000" }, { buyType: "leasing" }])(
    "falls back to the defaults for %o",
    (search) => {
      expect(parsePageQuery(search)).toEqual({
        filters: initialOfferFilters,
        page: 1,
        size: 12,
        wholeCountry: false,
        sort: "distance",
        fellBack: true,
      });
    },
  );

  it("keeps the filters it can read beside one it cannot, and says so", () => {
    expect(
      parsePageQuery({ category: "4", categoryName: "Picape", buyType: "financed", page: "2" }),
    ).toEqual({
      filters: { ...initialOfferFilters, category: 4, categoryName: "Picape" },
      page: 2,
      size: 12,
      wholeCountry: false,
      sort: "distance",
      fellBack: true,
    });
    expect(parsePageQuery({ segments: ["PcD", "taxi"], carName: "Nivus" })).toMatchObject({
      filters: { carName: "Nivus", segments: [] },
      fellBack: true,
    });
  });

  it("treats the empty values of a submitted form as no filter", () => {
    expect(parsePageQuery({ category: "", buyType: "", carName: "", ordem: "" })).toMatchObject({
      filters: initialOfferFilters,
      sort: "distance",
      fellBack: false,
    });
  });

  it("reads the order from ?ordem=, nearest first when absent", () => {
    expect(parsePageQuery({ ordem: "menor-preco" })).toMatchObject({ sort: "price-asc" });
    expect(parsePageQuery({ ordem: "maior-preco", page: "3" })).toMatchObject({
      sort: "price-desc",
      page: 3,
      fellBack: false,
    });
    expect(parsePageQuery({})).toMatchObject({ sort: "distance", fellBack: false });
  });

  it("lists an unknown order nearest first, keeping the filters, and says so", () => {
    expect(parsePageQuery({ ordem: "price-asc", category: "3" })).toMatchObject({
      filters: { category: 3 },
      sort: "distance",
      fellBack: true,
    });
    expect(parsePageQuery({ ordem: ["menor-preco", "maior-preco"] })).toMatchObject({
      sort: "distance",
      fellBack: true,
    });
  });
});
