import type { SearchLocation } from "@/features/location";
import type { OfferKind } from "../domain/offer";
import { loadOffersListing, type SearchParams } from "../server/offers-listing";
import { ComparisonTray } from "./comparison-tray";
import type { OfferCardAction } from "./offer-card";
import { FiltersFold } from "./filters-fold";
import { OfferFiltersForm } from "./offer-filters-form";
import { ListingHeading } from "./listing-heading";
import { ListingResults } from "./listing-results";
import { ModelChoiceList } from "./model-choice-list";

interface ListingProps {
  kind?: OfferKind;
  /** The /modelo pages: pick a model first, then its offers. */
  byModel?: boolean;
  search: SearchParams;
  location: SearchLocation;
  cardAction?: OfferCardAction;
}

/** Every offers listing: the same filters, results, paging and comparison tray for each kind. */
export async function OffersListingPage({ cardAction, ...request }: ListingProps) {
  const listing = await loadOffersListing(request);
  return (
    <div className="py-8">
      <ListingHeading listing={listing} />
      {listing.modelChoices ? (
        <ModelChoiceList models={listing.modelChoices} />
      ) : (
        <>
          <div className="mt-6">
            <FiltersFold applied={listing.filters.initial} sort={listing.filters.sort}>
              <OfferFiltersForm
                applied={listing.filters.initial}
                order={listing.filters.order}
                appliedKey={listing.filters.key}
                carried={listing.filters.carried}
                choices={{
                  categories: listing.filters.categories,
                  buyTypes: listing.filters.buyTypes,
                  showSegments: listing.filters.showSegments,
                }}
              />
            </FiltersFold>
          </div>
          <ListingResults results={listing.results} cardAction={cardAction} />
        </>
      )}
      {/* A new page of results or new filters: a refusal made on the last one is not carried. */}
      <ComparisonTray key={`${listing.filters.key}|${listing.results.page}`} />
    </div>
  );
}
