import "server-only";
import { defineRateLimit } from "@/lib/http/rate-limit";
import { locationTexts } from "../texts";

/**
 * Place lookups per address (decision 019). With a Google key each one is a paid call, and even
 * offline they are open to anyone: a person types a few places a minute; a script, thousands.
 * Autocomplete asks once per keystroke, so it gets the widest window.
 */
export const lookupLimits = {
  address: defineRateLimit("address-lookup-ip", {
    points: 30,
    windowSeconds: 60,
    message: locationTexts.rateLimits.address,
  }),
  places: defineRateLimit("places-ip", {
    points: 120,
    windowSeconds: 60,
    message: locationTexts.rateLimits.places,
  }),
  geolocation: defineRateLimit("geolocation-ip", {
    points: 60,
    windowSeconds: 60,
    message: locationTexts.rateLimits.geolocation,
  }),
};
