import "server-only";
import type { SearchLocation } from "../domain/location";
import { placesProvider } from "./places";

const longestCoverage = 120;

/**
 * SPEC.md section 4: a shared link's ?coverage= names the place ("Campinas - SP", a CEP). It is
 * resolved on the server by the in-process places provider, so the first HTML is already there.
 * A text that names no place gives undefined: the visitor keeps the place they had.
 */
export async function locationFromCoverage(text: string): Promise<SearchLocation | undefined> {
  const coverage = text.trim();
  if (!coverage || coverage.length > longestCoverage) return undefined;
  const place = await placesProvider().lookup(coverage);
  if (!place) return undefined;
  return {
    label: place.label,
    latitude: place.latitude,
    longitude: place.longitude,
    state: place.state,
    city: place.city,
    type: "CUSTOM",
  };
}
