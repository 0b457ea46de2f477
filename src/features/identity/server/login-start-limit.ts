import "server-only";
import { defineRateLimit } from "@/lib/http/rate-limit";
import { identityTexts } from "../texts";

/**
 * Login starts per connection (decision 019): each one writes a sealed transaction cookie and
 * asks the provider's discovery; a person starts a few logins an hour, a script thousands.
 */
export const loginStartLimit = defineRateLimit("login-start-ip", {
  points: 30,
  windowSeconds: 60,
  message: identityTexts.rateLimits.loginStart,
});
