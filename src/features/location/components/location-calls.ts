import { callApi } from "@/lib/api-client";
import { isFailedLocationChange } from "../domain/load-rules";
import type { LocationType, SearchLocation } from "../domain/location";
import { locationEndpoints } from "../endpoints";

/**
 * The location's calls. A returning visitor's place is already stored, and a first visit asks the
 * browser before it asks the server, so the chooser imports this module on its first call: the
 * API client and its answer schemas stay out of every page's first JavaScript.
 */
export function locationCalls(apiKey: string) {
  return {
    /** The place a typed address names, or undefined when the lookup names none. */
    placeOfAddress: async (
      address: string,
      type: LocationType,
    ): Promise<SearchLocation | undefined> => {
      const answer = await callApi(apiKey, locationEndpoints.addressLookup, { body: { address } });
      const result = answer.ok ? answer.data : undefined;
      if (!result || isFailedLocationChange(result) || Array.isArray(result.data)) return undefined;
      const { location, latitude, longitude, state = "", city = "" } = result.data;
      return { label: location, latitude, longitude, state, city, type };
    },
    placeAtPosition: (latitude: number, longitude: number) =>
      callApi(apiKey, locationEndpoints.placeAtPosition, {
        query: { lat: latitude.toFixed(6), lng: longitude.toFixed(6) },
      }),
  };
}
