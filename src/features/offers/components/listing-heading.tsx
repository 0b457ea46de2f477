import { LocationBasis } from "@/features/location";
import type { OffersListing } from "../server/offers-listing";
import { offersTexts } from "../texts";

/** The listing's title and intro, the place its offers are for, and a word on ignored filters. */
export function ListingHeading({ listing }: { listing: OffersListing }) {
  return (
    <>
      <h1 className="text-3xl font-bold text-brand md:text-4xl">{listing.title}</h1>
      <p className="mt-2 max-w-3xl text-lg text-muted">{listing.intro}</p>
      {listing.wholeCountry ? (
        <p className="mt-1 font-semibold">{offersTexts.wholeCountryNote}</p>
      ) : (
        <LocationBasis
          location={listing.place}
          heading={offersTexts.locationNote(listing.place.label)}
        />
      )}
      {listing.fellBack ? (
        <p role="alert" className="mt-4 rounded-lg border-2 border-danger px-4 py-3 font-semibold">
          {offersTexts.invalidFilters}
        </p>
      ) : null}
    </>
  );
}
