import "server-only";
import { NoPlaceFoundError } from "../domain/errors";
import { type Place, placeOrNothing } from "../domain/place";
import { placesProvider } from "./places";

function toGeolocation(place: Place) {
  return {
    location: place.label,
    state: place.state,
    city: place.city,
    latitude: place.latitude,
    longitude: place.longitude,
    approximate: place.approximate,
  };
}

export async function geolocationByCoordinates(latitude: number, longitude: number) {
  const place = await placeOrNothing(placesProvider().reverse(latitude, longitude));
  if (!place) throw new NoPlaceFoundError();
  return toGeolocation(place);
}

export async function geolocationByText(text: string) {
  const place = await placeOrNothing(placesProvider().lookup(text));
  if (!place) throw new NoPlaceFoundError();
  return toGeolocation(place);
}

export async function suggestPlaces(query: string, limit: number) {
  return placesProvider().autocomplete(query, limit);
}

/** SPEC.md sections 5 and 8: a missing or unknown address is a silent unsuccessful result. */
export async function lookupAddress(address: string | undefined) {
  const place = address?.trim()
    ? await placeOrNothing(placesProvider().lookup(address))
    : undefined;
  if (!place) return { success: false, data: [] as never[] };
  const { location, latitude, longitude, state, city } = toGeolocation(place);
  return { success: true, data: { location, latitude, longitude, state, city } };
}
