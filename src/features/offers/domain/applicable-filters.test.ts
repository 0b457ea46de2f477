import { describe, expect, it } from "vitest";
import { applicableFilters, keepModelInCategory } from "./applicable-filters";
import { initialOfferFilters, type OfferFilters } from "./offer-filters";

const models = [
  { name: "Polo", categoryId: 1 },
  { name: "Nivus", categoryId: 3 },
  { name: "Amarok", categoryId: 4 },
];
const filters = (changes: Partial<OfferFilters>): OfferFilters => ({
  ...initialOfferFilters,
  ...changes,
});

describe("keepModelInCategory", () => {
  it("drops a model of another category and keeps the category", () => {
    expect(
      keepModelInCategory(
        filters({ category: 1, categoryName: "Hatch", carName: "Amarok" }),
        models,
      ),
    ).toEqual(filters({ category: 1, categoryName: "Hatch", carName: "" }));
  });

  it("keeps a model of the chosen category, or of no category, in the catalogue's spelling", () => {
    expect(keepModelInCategory(filters({ category: 4, carName: "amarok" }), models)).toEqual(
      filters({ category: 4, carName: "Amarok" }),
    );
    expect(keepModelInCategory(filters({ carName: "NÍVUS" }), models)).toEqual(
      filters({ carName: "Nivus" }),
    );
  });

  it("leaves an unknown model to the caller, and filters without a model as they are", () => {
    const unknown = filters({ category: 1, carName: "Fusca" });
    expect(keepModelInCategory(unknown, models)).toBe(unknown);
    const noModel = filters({ category: 1 });
    expect(keepModelInCategory(noModel, models)).toBe(noModel);
  });
});

describe("applicableFilters", () => {
  it("keeps consistent filters as they are", () => {
    const consistent = filters({
      category: 3,
      categoryName: "SUV",
      carName: "Nivus",
      buyType: "cash",
      segments: ["PcD"],
      coverage: "Curitiba - PR",
    });
    expect(applicableFilters(consistent, models)).toEqual(consistent);
    expect(applicableFilters(consistent, models, "direct-sales")).toEqual(consistent);
  });

  it("drops segments where the listing has no direct sales to choose them on", () => {
    const withSegment = filters({ category: 4, carName: "Amarok", segments: ["Produtor rural"] });
    for (const kind of ["model", "dealer"] as const) {
      expect(applicableFilters(withSegment, models, kind)).toEqual({
        ...withSegment,
        segments: [],
      });
    }
  });

  it("drops a model outside the category on every listing", () => {
    for (const kind of [undefined, "model", "dealer", "direct-sales"] as const) {
      expect(applicableFilters(filters({ category: 1, carName: "Amarok" }), models, kind)).toEqual(
        filters({ category: 1 }),
      );
    }
  });
});
