import { samePtBrName } from "@/lib/format";
import type { OfferKind } from "./offer";
import type { OfferFilters } from "./offer-filters";

/** A model of the catalogue and the one category it belongs to. */
export interface CatalogueModel {
  name: string;
  categoryId: number;
}

/** The catalogue's model of that name, however the address spells it ("amarok" is Amarok). */
export function findModel(
  models: readonly CatalogueModel[],
  name: string,
): CatalogueModel | undefined {
  return name ? models.find((model) => samePtBrName(model.name, name)) : undefined;
}

/**
 * A model belongs to one category (decision 012): a model of another category than the chosen one
 * is dropped, since the form lists only the chosen category's models and could not show it. The
 * category is kept as the broader choice. A known model takes the catalogue's spelling, so the
 * form's list selects it; an unknown one is left for the caller to refuse.
 */
export function keepModelInCategory(
  filters: OfferFilters,
  models: readonly CatalogueModel[],
): OfferFilters {
  const model = findModel(models, filters.carName);
  if (!model) return filters;
  if (filters.category !== null && model.categoryId !== filters.category) {
    return { ...filters, carName: "" };
  }
  return { ...filters, carName: model.name };
}

/** Segments are those of direct sales (SPEC.md section 3): only listings with them offer the choice. */
export function filtersBySegment(kind?: OfferKind): boolean {
  return kind === undefined || kind === "direct-sales";
}

/**
 * The filters a search applies: what contradicts the rest of the search is left out, so the form
 * shows exactly what the results are made of instead of "no offers" under filters it cannot show.
 */
export function applicableFilters(
  filters: OfferFilters,
  models: readonly CatalogueModel[],
  kind?: OfferKind,
): OfferFilters {
  const inCategory = keepModelInCategory(filters, models);
  return filtersBySegment(kind) || inCategory.segments.length === 0
    ? inCategory
    : { ...inCategory, segments: [] };
}
