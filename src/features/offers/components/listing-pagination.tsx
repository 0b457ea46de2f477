import { TextLink } from "@/ui/text-link";
import type { OffersListing } from "../server/offers-listing";
import { offersTexts } from "../texts";

/** Previous and next pages as plain links, so every page of results has its own address. */
export function ListingPagination({ results }: { results: OffersListing["results"] }) {
  if (results.totalPages <= 1) return null;
  return (
    <nav
      aria-label={offersTexts.pagination.label}
      className="mt-8 flex items-center justify-center gap-6"
    >
      {results.previousHref ? (
        <TextLink href={results.previousHref} touch>
          {offersTexts.pagination.previous}
        </TextLink>
      ) : null}
      <span aria-current="page">
        {offersTexts.pagination.status(results.page, results.totalPages)}
      </span>
      {results.nextHref ? (
        <TextLink href={results.nextHref} touch>
          {offersTexts.pagination.next}
        </TextLink>
      ) : null}
    </nav>
  );
}
