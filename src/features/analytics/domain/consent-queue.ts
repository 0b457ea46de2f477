import type { AnalyticsEvent } from "./events";

export type Consent = "accepted" | "rejected" | undefined;

/**
 * LGPD: nothing is handed to the data layer before the visitor accepts. Events of an undecided
 * visitor wait; acceptance releases them in order, refusal discards them.
 */
export function createConsentQueue(push: (event: AnalyticsEvent) => void, initial: Consent) {
  let consent = initial;
  let waiting: AnalyticsEvent[] = [];
  return {
    track(event: AnalyticsEvent) {
      if (consent === "accepted") push(event);
      else if (consent === undefined) waiting.push(event);
    },
    decide(decision: "accepted" | "rejected") {
      consent = decision;
      if (decision === "accepted") waiting.forEach(push);
      waiting = [];
    },
    consent: () => consent,
  };
}
