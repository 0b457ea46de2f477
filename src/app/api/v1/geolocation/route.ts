import {
  geolocationByCoordinates,
  geolocationByCoordinatesContract,
} from "@/features/location/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(geolocationByCoordinatesContract, async ({ query }) => ({
  body: await geolocationByCoordinates(query.lat, query.lng),
}));
