import "server-only";
import { config } from "@/lib/config";
import type { PlacesProvider } from "../domain/place";
import { embeddedPlacesProvider } from "./embedded-places";
import { createGooglePlacesProvider } from "./google-places";

let provider: PlacesProvider | undefined;

/** Google Places when a key is configured, else the embedded offline places. */
export function placesProvider(): PlacesProvider {
  const key = config().GOOGLE_MAPS_API_KEY;
  provider ??= key ? createGooglePlacesProvider(key) : embeddedPlacesProvider;
  return provider;
}
