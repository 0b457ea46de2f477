import { FocusOnArrival } from "@/ui/focus-on-arrival";
import { TextLink } from "@/ui/text-link";
import { resultsAnchor, type OffersListing } from "../server/offers-listing";
import { offersTexts } from "../texts";
import type { OfferCardAction } from "./offer-card";
import { OfferGrid } from "./offer-grid";
import { ListingPagination } from "./listing-pagination";

/** How many offers were found, one page of them, and the ways out of an empty result. */
export function ListingResults({
  results,
  cardAction,
}: {
  results: OffersListing["results"];
  cardAction?: OfferCardAction;
}) {
  return (
    <section aria-labelledby="resultados" className="mt-8">
      {/* Filters apply as they change, with the focus kept on them: the new count is spoken. */}
      <h2
        id={resultsAnchor}
        tabIndex={-1}
        className="text-2xl font-bold outline-none"
        aria-live="polite"
        aria-atomic="true"
      >
        {offersTexts.resultCount(results.total)}
      </h2>
      <FocusOnArrival id={resultsAnchor} when="linked" arrival={String(results.page)} />
      {results.total === 0 ? (
        <div className="mt-4">
          <p>{offersTexts.empty}</p>
          <p className="mt-2 flex flex-wrap gap-4">
            {results.widenRegionHref ? (
              <TextLink href={results.widenRegionHref}>{offersTexts.widenRegion}</TextLink>
            ) : null}
            <TextLink href={results.clearHref}>{offersTexts.clearFilters}</TextLink>
          </p>
        </div>
      ) : (
        <div className="mt-4">
          <OfferGrid
            offers={results.offers}
            listId={results.listId}
            listName={results.listName}
            firstIndex={results.firstIndex}
            cardAction={cardAction}
          />
        </div>
      )}
      <ListingPagination results={results} />
    </section>
  );
}
