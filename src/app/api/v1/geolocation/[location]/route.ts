import {
  geolocationByText,
  geolocationByTextContract,
  lookupLimits,
} from "@/features/location/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(geolocationByTextContract, async ({ params, request }) => {
  await lookupLimits.geolocation.consume({ ip: request });
  return { body: await geolocationByText(params.location) };
});
