import {
  campaignCoversVehicle,
  recallCoverageContract,
  recallLookupLimit,
} from "@/features/recall/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

// The booking's recall step asks before the owner goes on; the booking asks again when it is held.
// A campaign's models and years are public (the recall page lists them); a VIN's answer tells
// whether that car is affected, so only that counts against the recall look-ups.
export const GET = defineRoute(recallCoverageContract, async ({ query, request }) => {
  if (query.vin) await recallLookupLimit.consume({ ip: request });
  const coverage = await campaignCoversVehicle(query.campaign, {
    vin: query.vin ?? null,
    modelCode: query.modelCode,
    modelYear: query.modelYear,
  });
  const repairedOn = typeof coverage === "object" ? coverage.repairedOn : null;
  return {
    body: { covered: coverage === true, repairedOn },
    headers: { "cache-control": "no-store" },
  };
});
