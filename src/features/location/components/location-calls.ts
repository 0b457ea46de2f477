import { callApi } from "@/lib/api-client";
import { locationEndpoints } from "../endpoints";

/**
 * The location's calls. A returning visitor's place is already stored, and a first visit asks the
 * browser before it asks the server, so the chooser imports this module on its first call: the
 * API client and its answer schemas stay out of every page's first JavaScript.
 */
export function locationCalls(apiKey: string) {
  return {
    addressLookup: (address: string) =>
      callApi(apiKey, locationEndpoints.addressLookup, { body: { address } }),
    placeAtPosition: (latitude: number, longitude: number) =>
      callApi(apiKey, locationEndpoints.placeAtPosition, {
        query: { lat: latitude.toFixed(6), lng: longitude.toFixed(6) },
      }),
  };
}
