import "server-only";
import { defineRateLimit } from "@/lib/http/rate-limit";
import { recallTexts } from "../texts";

/**
 * A person checks a few chassis; a script walking the VIN space to learn which vehicles exist is
 * stopped. The page and the API count in the same bucket per address.
 */
export const recallLookupLimit = defineRateLimit("recall-ip", {
  points: 30,
  windowSeconds: 600,
  message: recallTexts.rateLimits.lookup,
});
