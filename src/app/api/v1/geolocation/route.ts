import {
  geolocationByCoordinates,
  geolocationByCoordinatesContract,
  lookupLimits,
} from "@/features/location/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(geolocationByCoordinatesContract, async ({ query, request }) => {
  await lookupLimits.geolocation.consume({ ip: request });
  return { body: await geolocationByCoordinates(query.lat, query.lng) };
});
