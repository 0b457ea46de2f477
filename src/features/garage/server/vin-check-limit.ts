import "server-only";
import { defineRateLimit } from "@/lib/http/rate-limit";
import { errorTexts } from "../texts/errors";

/**
 * Every answer that says whether a chassi is a vehicle's (a search by chassi, an addition, a
 * registration step naming a vehicle) is a guess checked: an owner adding the garage's twenty
 * cars needs about sixty in a day, a script trying the serials of a model needs thousands.
 * Counted per account over a day, on top of the ten-minute search limit (decision 023).
 */
export const vinCheckLimit = defineRateLimit("vin-check-account", {
  points: 100,
  windowSeconds: 24 * 60 * 60,
  message: errorTexts.tooManyVinChecks,
});
