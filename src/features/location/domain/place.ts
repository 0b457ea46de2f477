/** A place the visitor can choose: a municipality, or a whole state reached through its CEP. */
export interface Place {
  /** Seven-digit IBGE municipality code, or the two-digit state code for a whole state (embedded). */
  ibgeCode?: string;
  /** Municipality name, or "ALL" when the place is a whole state. */
  city: string;
  /** Two-letter UF. */
  state: string;
  /** "Campinas - SP": what the visitor sees and what is stored. */
  label: string;
  latitude: number;
  longitude: number;
  /** True when the coordinates stand in for the place (a nearby known place, a state's centre). */
  approximate: boolean;
  kind: "locality" | "postal_code";
  /** The CEP the place was found by, formatted "01310-100". */
  postalCode?: string;
}

/**
 * The places service could not answer (a timeout, a refused key, a spent quota): unlike undefined,
 * this says nothing about the text, so whoever keeps answers must not keep it.
 */
export class PlacesUnavailableError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`Places service unavailable: ${reason}`, options);
    this.name = "PlacesUnavailableError";
  }
}

/** A place, or undefined when none matches or the service is down: the caller keeps their place. */
export async function placeOrNothing(
  found: Promise<Place | undefined>,
): Promise<Place | undefined> {
  try {
    return await found;
  } catch (error) {
    if (error instanceof PlacesUnavailableError) return undefined;
    throw error;
  }
}

/**
 * The one interface every source of places implements (embedded, Google Places). lookup and
 * reverse answer undefined when no place matches, and reject with PlacesUnavailableError when the
 * service could not tell.
 */
export interface PlacesProvider {
  readonly name: string;
  autocomplete(query: string, limit?: number): Promise<Place[]>;
  lookup(text: string): Promise<Place | undefined>;
  reverse(latitude: number, longitude: number): Promise<Place | undefined>;
}
export const maxSuggestionLimit = 20;
