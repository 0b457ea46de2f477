import "server-only";
import { config } from "@/lib/config";
import { ApiError } from "@/lib/http";
import { keyedReadCache } from "@/lib/keyed-read-cache";
import type { SearchLocation } from "../domain/location";
import { placeOrNothing } from "../domain/place";
import { lookupLimits } from "./lookup-limits";
import { placesProvider } from "./places";

const longestCoverage = 120;

// A shared link's place is looked up again by everyone who follows it: each text is kept a while,
// so a link passed around costs one look-up, and at most this many texts are held. A look-up the
// service could not answer rejects, and is not kept: the next visitor asks again.
const placeOfText = keyedReadCache({
  name: "coverage-place",
  ttlMs: 10 * 60_000,
  maxEntries: 2_000,
  key: (text: string) => text.toLocaleLowerCase("pt-BR"),
  load: (text: string) => placesProvider().lookup(text),
});

/**
 * Whether the caller may have this text's place looked up for them now. The embedded places are in
 * memory and cost nothing; Google's are billed per call, so a visitor sending ever new texts is
 * held to the geolocation API's own limit (decision 019), and past it keeps the place they had. A
 * text already kept costs no call: following a shared link again and again is never held back.
 */
async function mayLookUp(text: string, caller: Request): Promise<boolean> {
  if (!config().GOOGLE_MAPS_API_KEY || placeOfText.has(text)) return true;
  try {
    await lookupLimits.geolocation.consume({ ip: caller });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return false;
    throw error;
  }
}

/**
 * SPEC.md section 4: a shared link's ?coverage= names the place ("Campinas - SP", a CEP). It is
 * resolved on the server by the in-process places provider, so the first HTML is already there.
 * A text that names no place gives undefined: the visitor keeps the place they had.
 */
export async function locationFromCoverage(
  text: string,
  caller: Request,
): Promise<SearchLocation | undefined> {
  const coverage = text.trim();
  if (!coverage || coverage.length > longestCoverage) return undefined;
  if (!(await mayLookUp(coverage, caller))) return undefined;
  const place = await placeOrNothing(placeOfText(coverage));
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
