import { placesAutocompleteContract, suggestPlaces } from "@/features/location/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(placesAutocompleteContract, async ({ query }) => ({
  body: { places: await suggestPlaces(query.q, query.limit) },
}));
