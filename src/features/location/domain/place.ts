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

/** The one interface every source of places implements (embedded, Google Places). */
export interface PlacesProvider {
  readonly name: string;
  autocomplete(query: string, limit?: number): Promise<Place[]>;
  lookup(text: string): Promise<Place | undefined>;
  reverse(latitude: number, longitude: number): Promise<Place | undefined>;
}
export const maxSuggestionLimit = 20;
