import { addressLookupContract, lookupAddress, lookupLimits } from "@/features/location/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const POST = defineRoute(addressLookupContract, async ({ body, request }) => {
  await lookupLimits.address.consume({ ip: request });
  return { body: await lookupAddress(body.address) };
});
