import { addressLookupContract, lookupAddress } from "@/features/location/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const POST = defineRoute(addressLookupContract, async ({ body }) => ({
  body: await lookupAddress(body.address),
}));
