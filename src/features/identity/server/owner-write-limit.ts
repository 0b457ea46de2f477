import "server-only";
import { defineRateLimit } from "@/lib/http/rate-limit";
import { identityTexts } from "../texts";

/**
 * Every call that changes an owner's stored state (vehicles, bookings, account) counts per
 * account, wherever it comes from: a person books, edits and cancels a few times in an afternoon;
 * a stolen token or a runaway script is stopped. Reads are not counted.
 */
export const ownerWriteLimit = defineRateLimit("owner-write-account", {
  points: 60,
  windowSeconds: 600,
  message: identityTexts.rateLimits.ownerWrites,
});
