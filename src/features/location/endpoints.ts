import * as v from "valibot";
import { endpoint } from "@/lib/api-client";
import type { AddressLookupResult } from "./domain/load-rules";
import type { Place } from "./domain/place";

const placeSchema: v.GenericSchema<unknown, Place> = v.object({
  label: v.string(),
  city: v.string(),
  state: v.string(),
  latitude: v.number(),
  longitude: v.number(),
  approximate: v.boolean(),
  kind: v.picklist(["locality", "postal_code"]),
  ibgeCode: v.optional(v.string()),
  postalCode: v.optional(v.string()),
});

const geolocationSchema = v.object({
  location: v.string(),
  state: v.string(),
  city: v.string(),
  latitude: v.number(),
  longitude: v.number(),
});

const addressLookupSchema: v.GenericSchema<unknown, AddressLookupResult> = v.object({
  success: v.boolean(),
  data: v.union([
    v.object({
      location: v.string(),
      latitude: v.number(),
      longitude: v.number(),
      state: v.optional(v.string()),
      city: v.optional(v.string()),
    }),
    v.tuple([]),
  ]),
});

/** The browser's calls of location: suggestions, a typed place, a position, a CEP. */
export const locationEndpoints = {
  placeSuggestions: endpoint("GET", "/api/v1/places", v.object({ places: v.array(placeSchema) })),
  addressLookup: endpoint("POST", "/api/v1/address-lookup", addressLookupSchema).withBody<{
    address: string;
  }>(),
  placeAtPosition: endpoint("GET", "/api/v1/geolocation", geolocationSchema),
  placeByText: endpoint("GET", "/api/v1/geolocation/{location}", geolocationSchema),
};
