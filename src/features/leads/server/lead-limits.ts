import "server-only";
import { defineRateLimit } from "@/lib/http/rate-limit";
import { leadTexts } from "../texts";

/**
 * Open writes of the leads API and their limits (decision 019). A shopper sends one or two leads;
 * ten an hour from one address or for one e-mail leaves room for a family or a shop floor and
 * stops a script.
 */
export const leadLimits = {
  perAddress: defineRateLimit("lead-ip", {
    points: 10,
    windowSeconds: 3600,
    message: leadTexts.rateLimits.leadsPerAddress,
  }),
  perEmail: defineRateLimit("lead-email", {
    points: 10,
    windowSeconds: 3600,
    message: leadTexts.rateLimits.leadsPerEmail,
  }),
  /** Token requests: a dealer system asks once an hour; more is someone guessing secrets. */
  tokenPerAddress: defineRateLimit("dealer-token-ip", {
    points: 30,
    windowSeconds: 600,
    message: leadTexts.rateLimits.tokenPerAddress,
  }),
  /** Tokens granted to one client (its secret was right): a system asks once an hour. */
  tokenPerClient: defineRateLimit("dealer-token-client", {
    points: 10,
    windowSeconds: 600,
    message: leadTexts.rateLimits.tokenPerClient,
  }),
};
