import { z } from "zod";
import { buyTypes, directSalesSegments, offerKinds } from "./offer";
import { initialOfferFilters, type OfferFilters } from "./offer-filters";
import {
  defaultOfferSort,
  offerSorts,
  sortFromSlug,
  sortSlugs,
  type OfferSort,
} from "./offer-sort";

export const maxPageSize = 48;
export const defaultPageSize = 12;

// A GET form sends an unselected <select> as "": the same as leaving the filter out.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
const list = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]),
    z.array(schema).max(directSalesSegments.length),
  );

/** The offer filters as query parameters: one schema for the API and for the pages. */
export const offerFilterQuerySchema = z.object({
  category: optional(
    z.coerce
      .number({ error: "A categoria deve ser um número inteiro." })
      .int("A categoria deve ser um número inteiro.")
      .min(1, "Categoria inválida.")
      .max(99, "Categoria inválida."),
  ),
  categoryName: optional(z.string().max(40)),
  carName: optional(
    z
      .string()
      .trim()
      .max(40, "Nome de modelo inválido.")
      .regex(/^[\p{L}\p{N} .-]+$/u, "Nome de modelo inválido."),
  ),
  buyType: optional(z.enum(buyTypes, { error: "Forma de compra inválida." })),
  segments: list(z.enum(directSalesSegments, { error: "Segmento inválido." })),
  coverage: optional(z.string().trim().max(120)),
});

export const pagingQuerySchema = z.object({
  page: optional(
    z.coerce
      .number({ error: "A página deve ser um número inteiro." })
      .int("A página deve ser um número inteiro.")
      .min(1, "A página começa em 1.")
      .max(1000, "Página inválida."),
  ).transform((value) => value ?? 1),
  size: optional(
    z.coerce
      .number({ error: "O tamanho da página deve ser um número inteiro." })
      .int("O tamanho da página deve ser um número inteiro.")
      .min(1, "O tamanho da página deve ser pelo menos 1.")
      .max(maxPageSize, `O tamanho da página deve ser no máximo ${maxPageSize}.`),
  ).transform((value) => value ?? defaultPageSize),
});

export const offerKindQuerySchema = z.object({
  kind: optional(z.enum(offerKinds, { error: "Tipo de oferta inválido." })),
});

/** The API's order (the page's `?ordem=` in English, as the API's other names are). */
export const offerSortQuerySchema = z.object({
  sort: optional(
    z
      .enum(offerSorts, {
        error: "Ordenação inválida: use distance, price-asc ou price-desc.",
      })
      .describe(
        "Ordem: distance (concessionária mais próxima primeiro, o padrão), price-asc (menor preço) ou price-desc (maior preço)",
      ),
  ),
});

export type OfferFilterQuery = z.output<typeof offerFilterQuerySchema>;

export function filtersFromQuery(query: OfferFilterQuery): OfferFilters {
  return {
    ...initialOfferFilters,
    category: query.category ?? null,
    categoryName: query.category ? (query.categoryName ?? "") : "",
    carName: query.carName ?? "",
    buyType: query.buyType ?? "",
    segments: query.segments,
    coverage: query.coverage ?? "",
  };
}

const pageQuerySchema = offerFilterQuerySchema.extend(pagingQuerySchema.shape).extend({
  regiao: optional(z.enum(["brasil"])),
  ordem: optional(z.enum(sortSlugs)),
});

export interface PageQuery {
  filters: OfferFilters;
  page: number;
  size: number;
  wholeCountry: boolean;
  sort: OfferSort;
  /** True when a value was not allowed and the defaults were used instead. */
  fellBack: boolean;
}

/**
 * A page never fails on a bad filter: it leaves out the parameters it cannot read, keeps the
 * others (a hand-edited `buyType` does not drop the category beside it) and says so.
 */
export function parsePageQuery(search: Record<string, string | string[] | undefined>): PageQuery {
  const first = pageQuerySchema.safeParse(search);
  const refused = new Set(first.error?.issues.map((issue) => String(issue.path[0])) ?? []);
  const parsed = first.success
    ? first
    : pageQuerySchema.safeParse(
        Object.fromEntries(Object.entries(search).filter(([key]) => !refused.has(key))),
      );
  if (!parsed.success) {
    return {
      filters: initialOfferFilters,
      page: 1,
      size: defaultPageSize,
      wholeCountry: false,
      sort: defaultOfferSort,
      fellBack: true,
    };
  }
  return {
    filters: filtersFromQuery(parsed.data),
    page: parsed.data.page,
    size: parsed.data.size,
    wholeCountry: parsed.data.regiao === "brasil",
    sort: sortFromSlug(parsed.data.ordem),
    fellBack: !first.success,
  };
}
