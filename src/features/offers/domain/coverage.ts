import { brazilianStates } from "@/lib/brazilian-states";
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

const stateNames = new Map(brazilianStates.map((state) => [state.code, state.name]));
const inWords = new Intl.ListFormat("pt-BR", { style: "long", type: "conjunction" });

/** The states an offer names, once each, by their names in alphabetical order. */
function stateList(areas: CoverageArea[]): string {
  const names = new Set(
    areas.flatMap((area) =>
      area.stateCode ? [stateNames.get(area.stateCode) ?? area.stateCode] : [],
    ),
  );
  return inWords.format([...names].sort((a, b) => a.localeCompare(b, "pt-BR")));
}

/**
 * Where an offer holds, as a shopper reads it: the whole country, its states, its cities with
 * their UF, or the states of the dealers that take part.
 */
export function coveredPlaces(offer: Covered): {
  kind: "country" | "places" | "dealers";
  text: string;
} {
  switch (offer.coverage) {
    case "national":
      return { kind: "country", text: "todo o Brasil" };
    case "states":
      return { kind: "places", text: stateList(offer.areas) };
    case "cities":
      return {
        kind: "places",
        text: inWords.format([
          ...new Set(
            offer.areas.flatMap((area) =>
              area.city && area.stateCode ? [`${area.city} - ${area.stateCode}`] : [],
            ),
          ),
        ]),
      };
    case "dealers":
      return { kind: "dealers", text: stateList(offer.areas) };
  }
}
