import type { BuyType } from "./offer";

/** SPEC.md section 3: the offer-search filters, kept in the URL so a search can be shared. */
export interface OfferFilters {
  category: number | null;
  categoryName: string;
  carName: string;
  buyType: BuyType | "";
  segments: string[];
  coverage: string;
}

export const initialOfferFilters: OfferFilters = {
  category: null,
  categoryName: "",
  carName: "",
  buyType: "",
  segments: [],
  coverage: "",
};

/** SPEC.md section 4: the transitions of the filters. */
export type OfferFilterAction =
  | {
      type: "setCategory";
      category: string | number;
      categoryName: string;
      /** The category of the model chosen now, when known, to tell whether it fits the new one. */
      carCategory?: number;
    }
  | { type: "setCarName"; carName: string; category: string | number; categoryName: string }
  | { type: "setBuyType"; buyType: BuyType | "" }
  | { type: "setSegments"; segments: string[] }
  | { type: "setCoverage"; coverage: string }
  | { type: "clearCarName" }
  | { type: "clearAll" }
  | {
      type: "setDefaults";
      defaults: Partial<Omit<OfferFilters, "category">> & { category?: string | number | null };
    };

/** "3" and 3 are category 3; anything that is not a whole number is no category. */
export function parseCategory(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === "") return null;
  const parsed = typeof value === "number" ? value : Number.parseInt(value, 10);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : null;
}

export function offerFiltersReducer(state: OfferFilters, action: OfferFilterAction): OfferFilters {
  switch (action.type) {
    case "setCategory": {
      const category = parseCategory(action.category);
      const next = {
        ...state,
        category,
        categoryName: category === null ? "" : action.categoryName,
      };
      // A model belongs to one category: a new category keeps the model only when it is one of
      // its models (or all categories are chosen); a model of unknown category goes too.
      const fits =
        category === state.category ||
        (action.carCategory !== undefined &&
          (category === null || category === action.carCategory));
      return fits ? next : { ...next, carName: "" };
    }
    case "setCarName": {
      const category = parseCategory(action.category);
      return {
        ...state,
        carName: action.carName,
        category,
        categoryName: category === null ? "" : action.categoryName,
      };
    }
    case "setBuyType":
      return { ...state, buyType: action.buyType };
    case "setSegments":
      return { ...state, segments: [...new Set(action.segments)] };
    case "setCoverage":
      return { ...state, coverage: action.coverage };
    case "clearCarName":
      return { ...state, carName: "" };
    case "clearAll":
      return initialOfferFilters;
    case "setDefaults": {
      const { category, ...rest } = action.defaults;
      return {
        ...initialOfferFilters,
        ...rest,
        category: parseCategory(category),
        segments: [...new Set(rest.segments ?? [])],
      };
    }
  }
}

/** The filters as URL query parameters (the names the logo link keeps), empty ones left out. */
export function offerFiltersToSearch(filters: OfferFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.category !== null) {
    search.set("category", String(filters.category));
    if (filters.categoryName) search.set("categoryName", filters.categoryName);
  }
  if (filters.carName) search.set("carName", filters.carName);
  if (filters.buyType) search.set("buyType", filters.buyType);
  for (const segment of filters.segments) search.append("segments", segment);
  if (filters.coverage) search.set("coverage", filters.coverage);
  return search;
}
