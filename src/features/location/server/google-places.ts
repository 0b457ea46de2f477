import "server-only";
import { z } from "zod";
import { type Place, type PlacesProvider, PlacesUnavailableError } from "../domain/place";
import { placeLabel } from "../domain/place-text";
import { formatPostalCode, parsePostalCode } from "../domain/postal-code";
import { isStateCode } from "../domain/states";

/** What a place is made of, read from the first geocoding result; other fields are not read. */
const geocodeResultSchema = z.object({
  types: z.array(z.string()),
  address_components: z.array(
    z.object({ long_name: z.string(), short_name: z.string(), types: z.array(z.string()) }),
  ),
  geometry: z.object({
    location: z.object({ lat: z.number(), lng: z.number() }),
    location_type: z.string().optional(),
  }),
});

type GeocodeResult = z.output<typeof geocodeResultSchema>;

const geocodeAnswerSchema = z.object({
  status: z.string(),
  results: z.array(z.unknown()).optional(),
});

const autocompleteAnswerSchema = z.object({ suggestions: z.array(z.unknown()).optional() });

const suggestionSchema = z.object({
  placePrediction: z.object({ text: z.object({ text: z.string() }) }),
});

type Fetch = typeof fetch;

const timeoutMs = 3000;

/**
 * Google Places behind the same interface, used only when GOOGLE_MAPS_API_KEY is set: Places
 * Autocomplete (New) restricted to Brazil, localities and postal codes, in pt-BR; the Geocoding
 * API turns a chosen text or a coordinate into a place. Only Google's ZERO_RESULTS, or a result
 * outside Brazil, is "nothing found"; any other failure rejects with PlacesUnavailableError, so
 * the text is asked again rather than kept as naming no place. Autocomplete suggests nothing then.
 */
export function createGooglePlacesProvider(apiKey: string, fetcher: Fetch = fetch): PlacesProvider {
  async function geocode(params: Record<string, string>): Promise<Place | undefined> {
    const url = new URL("https://maps.googleapis.com/maps/api/geocode/json");
    for (const [key, value] of Object.entries({ ...params, language: "pt-BR", key: apiKey }))
      url.searchParams.set(key, value);
    let answer: unknown;
    try {
      const response = await fetcher(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new PlacesUnavailableError(`geocoding answered ${response.status}`);
      answer = await response.json();
    } catch (error) {
      if (error instanceof PlacesUnavailableError) throw error;
      throw new PlacesUnavailableError("geocoding did not answer", { cause: error });
    }
    const body = geocodeAnswerSchema.safeParse(answer);
    if (!body.success) throw new PlacesUnavailableError("geocoding answered another shape");
    // INVALID_REQUEST is about the text (nothing Google can look up), as ZERO_RESULTS is.
    if (body.data.status === "ZERO_RESULTS" || body.data.status === "INVALID_REQUEST") {
      return undefined;
    }
    // OVER_QUERY_LIMIT, REQUEST_DENIED, UNKNOWN_ERROR: Google's trouble, not the text's.
    if (body.data.status !== "OK") {
      throw new PlacesUnavailableError(`geocoding answered ${body.data.status}`);
    }
    const first = geocodeResultSchema.safeParse(body.data.results?.[0]);
    if (!first.success) throw new PlacesUnavailableError("geocoding answered another shape");
    return toPlace(first.data);
  }

  return {
    name: "google",
    async autocomplete(query, limit = 8) {
      const input = query.trim().slice(0, 80);
      if (!input) return [];
      try {
        const response = await fetcher("https://places.googleapis.com/v1/places:autocomplete", {
          method: "POST",
          signal: AbortSignal.timeout(timeoutMs),
          headers: { "content-type": "application/json", "x-goog-api-key": apiKey },
          body: JSON.stringify({
            input,
            includedRegionCodes: ["br"],
            includedPrimaryTypes: ["locality", "postal_code"],
            languageCode: "pt-BR",
          }),
        });
        if (!response.ok) return [];
        const body = autocompleteAnswerSchema.safeParse(await response.json());
        if (!body.success) return [];
        const texts = (body.data.suggestions ?? [])
          .flatMap((suggestion) => {
            const parsed = suggestionSchema.safeParse(suggestion);
            const text = parsed.success ? parsed.data.placePrediction.text.text : "";
            return text ? [text] : [];
          })
          .slice(0, limit);
        // A suggestion Google cannot place now is left out; the others are still offered.
        const places = await Promise.all(
          texts.map((text) => geocode({ address: text }).catch(() => undefined)),
        );
        return places.filter((place): place is Place => Boolean(place));
      } catch {
        return [];
      }
    },
    lookup: (text) =>
      text.trim() && text.length <= 200
        ? geocode({ address: text.trim(), components: "country:BR" })
        : Promise.resolve(undefined),
    reverse: (latitude, longitude) =>
      geocode({
        latlng: `${latitude},${longitude}`,
        result_type: "administrative_area_level_2|locality",
      }),
  };
}

function component(result: GeocodeResult, type: string) {
  return result.address_components.find((part) => part.types.includes(type));
}

export function toPlace(result: GeocodeResult | undefined): Place | undefined {
  if (!result) return undefined;
  const country = component(result, "country")?.short_name;
  const state = component(result, "administrative_area_level_1")?.short_name;
  const city =
    component(result, "administrative_area_level_2")?.long_name ??
    component(result, "locality")?.long_name;
  if (country !== "BR" || !state || !isStateCode(state) || !city) return undefined;
  const postalDigits = parsePostalCode(component(result, "postal_code")?.long_name ?? "");
  const isPostal = result.types.includes("postal_code");
  return {
    city,
    state,
    label: placeLabel(city, state),
    latitude: result.geometry.location.lat,
    longitude: result.geometry.location.lng,
    approximate: result.geometry.location_type === "APPROXIMATE",
    kind: isPostal ? "postal_code" : "locality",
    ...(isPostal && postalDigits ? { postalCode: formatPostalCode(postalDigits) } : {}),
  };
}
