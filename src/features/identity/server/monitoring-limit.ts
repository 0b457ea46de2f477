import "server-only";
import { defineRateLimit } from "@/lib/http/rate-limit";
import { identityTexts } from "../texts";

/**
 * Monitoring transactions per connection (decision 019): an open write that only logs, so a
 * script could fill the log. A browser sends one per login redirect and one per session end.
 */
export const monitoringLimit = defineRateLimit("monitoring-ip", {
  points: 60,
  windowSeconds: 60,
  message: identityTexts.rateLimits.monitoring,
});
