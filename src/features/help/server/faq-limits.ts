import "server-only";
import { defineRateLimit } from "@/lib/http/rate-limit";
import { helpTexts } from "../texts";

/** Searches that reach the database; a reader types a handful, a crawler of the API is slowed. */
export const faqSearchLimit = defineRateLimit("faq-search-ip", {
  points: 120,
  windowSeconds: 60,
  message: helpTexts.rateLimits.faqSearch,
});
