import { samePtBrName } from "@/lib/format";
import type { CoverageArea, CoverageKind } from "./offer";

/** The place an offer search is made from: a state (UF) and a city, or "BR"/"ALL" for the country. */
export interface PlaceOfSearch {
  state: string;
  city: string;
}

interface Covered {
  coverage: CoverageKind;
  areas: CoverageArea[];
}

const wholeCountry = "BR";

function sameCity(a: string, b: string): boolean {
  return samePtBrName(a, b);
}

/**
 * Whether a shopper at this place may see the offer. Searching the whole country shows every
 * offer; otherwise a state offer needs the same state, a city offer the same city, and a dealer
 * offer a participating dealer in the shopper's state (a shopper drives to the next city).
 */
export function coversPlace(offer: Covered, place: PlaceOfSearch): boolean {
  if (place.state === wholeCountry || offer.coverage === "national") return true;
  switch (offer.coverage) {
    case "states":
    case "dealers":
      return offer.areas.some((area) => area.stateCode === place.state);
    case "cities":
      return offer.areas.some(
        (area) =>
          area.stateCode === place.state &&
          area.city !== null &&
          (place.city === "ALL" || sameCity(area.city, place.city)),
      );
  }
}

/** Whether a dealer sells the offer: by the offer's coverage of the dealer's state, city or code. */
export function coversDealer(
  offer: Covered,
  dealer: { id: number; stateCode: string; city: string },
): boolean {
  switch (offer.coverage) {
    case "national":
      return true;
    case "states":
      return offer.areas.some((area) => area.stateCode === dealer.stateCode);
    case "cities":
      return offer.areas.some(
        (area) =>
          area.stateCode === dealer.stateCode &&
          area.city !== null &&
          sameCity(area.city, dealer.city),
      );
    case "dealers":
      return offer.areas.some((area) => area.dealerId === dealer.id);
  }
}
