import Link from "next/link";
import { notFound } from "next/navigation";
import { defaultSearchLocation, LocationBasis, type SearchLocation } from "@/features/location";
import type { OfferKind } from "../domain/offer";
import { offerFiltersToSearch } from "../domain/offer-filters";
import { parsePageQuery } from "../domain/offer-query";
import { paginate } from "../domain/offer-search";
import { pointFromLocation } from "../server/api-shape";
import { UnknownModelError } from "../domain/errors";
import { assertKnownModel, filterOptions, searchOffers } from "../server/offer-service";
import { offersTexts } from "../texts";
import { ComparisonTray } from "./comparison-tray";
import { OfferFiltersForm } from "./offer-filters-form";
import type { OfferCardAction } from "./offer-card";
import { OfferGrid } from "./offer-grid";
import { TextLink } from "@/ui/text-link";

export type SearchParams = Record<string, string | string[] | undefined>;

interface ListingProps {
  kind?: OfferKind;
  /** The /modelo pages: pick a model first, then its offers. */
  byModel?: boolean;
  search: SearchParams;
  location: SearchLocation;
  cardAction?: OfferCardAction;
}

function hrefWith(path: string, search: URLSearchParams, changes: Record<string, string>) {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) next.set(key, value);
  const query = next.toString();
  return query ? `${path}?${query}` : path;
}

const basePaths: Record<OfferKind | "all", string> = {
  all: "/ofertas",
  model: "/ofertas/modelo",
  dealer: "/ofertas/rede-de-concessionaria",
  "direct-sales": "/ofertas/vendas-diretas",
};

/** Every offers listing: the same filters, results, paging and comparison tray for each kind. */
export async function OffersListingPage({
  kind,
  byModel = false,
  search,
  location,
  cardAction,
}: ListingProps) {
  const query = parsePageQuery(search);
  const place = query.wholeCountry ? defaultSearchLocation : location;
  const point = pointFromLocation(place);
  try {
    await assertKnownModel(query.filters);
  } catch (error) {
    if (error instanceof UnknownModelError) notFound();
    throw error;
  }
  const [offers, options] = await Promise.all([
    searchOffers({ point, filters: query.filters, kind }),
    filterOptions(point, kind),
  ]);
  const texts = offersTexts.pages[kind ?? "all"];
  const path = `${basePaths[kind ?? "all"]}${byModel && kind !== "model" ? "/modelo" : ""}`;
  const title =
    byModel && query.filters.carName
      ? offersTexts.byModelTitle(texts.title, offers[0]?.model.name ?? query.filters.carName)
      : texts.title;
  const page = paginate(
    offers,
    Math.min(query.page, Math.max(1, Math.ceil(offers.length / query.size))),
    query.size,
  );
  const filterSearch = offerFiltersToSearch(query.filters);
  if (query.wholeCountry) filterSearch.set("regiao", "brasil");
  const choosingModel = byModel && !query.filters.carName;

  return (
    <div className="py-8">
      <h1 className="text-3xl font-bold text-brand md:text-4xl">{title}</h1>
      <p className="mt-2 max-w-3xl text-lg text-muted">{texts.intro}</p>
      {query.wholeCountry ? (
        <p className="mt-1 font-semibold">{offersTexts.wholeCountryNote}</p>
      ) : (
        <LocationBasis location={place} heading={offersTexts.locationNote(place.label)} />
      )}
      {query.fellBack ? (
        <p role="alert" className="mt-4 rounded-lg border-2 border-danger px-4 py-3 font-semibold">
          {offersTexts.invalidFilters}
        </p>
      ) : null}

      {choosingModel ? (
        <section aria-labelledby="escolha-modelo" className="mt-8">
          <h2 id="escolha-modelo" className="text-2xl font-bold">
            {offersTexts.chooseModel}
          </h2>
          <p className="mt-1 text-muted">{offersTexts.chooseModelIntro}</p>
          {options.categories.every((category) => category.models.length === 0) ? (
            <p className="mt-4">{offersTexts.noModels}</p>
          ) : (
            <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
              {options.categories.flatMap((category) =>
                category.models.map((model) => (
                  <li key={model.slug}>
                    <Link
                      href={`${path}?${new URLSearchParams({ category: String(category.id), categoryName: category.name, carName: model.name })}`}
                      className="flex min-h-11 flex-col rounded-xl bg-surface-alt p-4 font-semibold text-brand hover:underline"
                    >
                      {model.name}
                      <span className="text-sm font-normal text-muted">
                        {offersTexts.modelOfferCount(model.offerCount)}
                      </span>
                    </Link>
                  </li>
                )),
              )}
            </ul>
          )}
        </section>
      ) : (
        <>
          <div className="mt-6">
            <OfferFiltersForm
              key={filterSearch.toString()}
              initial={query.filters}
              choices={{
                categories: options.categories,
                showSegments: kind === undefined || kind === "direct-sales",
              }}
            />
          </div>
          <section aria-labelledby="resultados" className="mt-8">
            <h2 id="resultados" className="text-2xl font-bold">
              {offersTexts.resultCount(offers.length)}
            </h2>
            {offers.length === 0 ? (
              <div className="mt-4">
                <p>{offersTexts.empty}</p>
                <p className="mt-2 flex flex-wrap gap-4">
                  {place.state !== "BR" ? (
                    <TextLink
                      href={hrefWith(path, offerFiltersToSearch(query.filters), {
                        regiao: "brasil",
                      })}
                    >
                      {offersTexts.widenRegion}
                    </TextLink>
                  ) : null}
                  <TextLink href={path}>{offersTexts.clearFilters}</TextLink>
                </p>
              </div>
            ) : (
              <div className="mt-4">
                <OfferGrid
                  offers={page.items}
                  listId={`ofertas-${kind ?? "todas"}`}
                  listName={texts.title}
                  firstIndex={(page.page - 1) * page.size}
                  cardAction={cardAction}
                />
              </div>
            )}
            {page.totalPages > 1 ? (
              <nav
                aria-label={offersTexts.pagination.label}
                className="mt-8 flex items-center justify-center gap-6"
              >
                {page.page > 1 ? (
                  <TextLink
                    href={hrefWith(path, filterSearch, { page: String(page.page - 1) })}
                    touch
                  >
                    {offersTexts.pagination.previous}
                  </TextLink>
                ) : null}
                <span aria-current="page">
                  {offersTexts.pagination.status(page.page, page.totalPages)}
                </span>
                {page.page < page.totalPages ? (
                  <TextLink
                    href={hrefWith(path, filterSearch, { page: String(page.page + 1) })}
                    touch
                  >
                    {offersTexts.pagination.next}
                  </TextLink>
                ) : null}
              </nav>
            ) : null}
          </section>
        </>
      )}
      <ComparisonTray />
    </div>
  );
}
