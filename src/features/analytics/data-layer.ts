import { browserStorage } from "@/lib/browser-storage";
import { createConsentQueue } from "./domain/consent-queue";
import type { AnalyticsEvent } from "./domain/events";

declare global {
  interface Window {
    dataLayer?: object[];
  }
}

function pushToDataLayer(event: AnalyticsEvent): void {
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}

let queue: ReturnType<typeof createConsentQueue> | undefined;

function consentQueue() {
  queue ??= createConsentQueue(pushToDataLayer, browserStorage.get("cookieConsent"));
  return queue;
}

/** The one way the product reports analytics: typed events, held back until consent. */
export function track(event: AnalyticsEvent): void {
  if (typeof window === "undefined") return;
  consentQueue().track(event);
}

const consentListeners = new Set<() => void>();

export function decideConsent(decision: "accepted" | "rejected"): void {
  browserStorage.set("cookieConsent", decision);
  consentQueue().decide(decision);
  consentListeners.forEach((listener) => listener());
}

export function subscribeToConsent(listener: () => void): () => void {
  consentListeners.add(listener);
  return () => consentListeners.delete(listener);
}

export function currentConsent() {
  return consentQueue().consent();
}
