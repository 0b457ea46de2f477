import { geolocationByText, geolocationByTextContract } from "@/features/location/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(geolocationByTextContract, async ({ params }) => ({
  body: await geolocationByText(params.location),
}));
