import "server-only";
import { defineRateLimit } from "@/lib/http/rate-limit";
import { errorTexts } from "../texts/errors";

/**
 * The brand's registry answers a plate or a chassis with the vehicle it names: an owner adding a
 * car searches a few times, a script walking plates to learn which cars exist (and which are free
 * to claim) is stopped. Counted per account, as the search needs a session.
 */
export const vehicleLookupLimit = defineRateLimit("vehicle-lookup-account", {
  points: 30,
  windowSeconds: 600,
  message: errorTexts.tooManyLookups,
});
