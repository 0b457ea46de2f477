import {
  lookupLimits,
  placesAutocompleteContract,
  suggestPlaces,
} from "@/features/location/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(placesAutocompleteContract, async ({ query, request }) => {
  await lookupLimits.places.consume({ ip: request });
  return { body: { places: await suggestPlaces(query.q, query.limit) } };
});
