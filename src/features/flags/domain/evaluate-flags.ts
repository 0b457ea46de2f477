import { GrowthBook } from "@growthbook/growthbook";
import { flagDefaults, flagNames, type FlagValue, type Flags } from "./flag-defaults";
import type { FlagDocument } from "./flag-document";

/**
 * Evaluates every known flag for one visitor with GrowthBook's own rules engine (forced values,
 * targeting and experiments, bucketed by the visitor id); without a document, the defaults.
 */
export function evaluateFlags(document: FlagDocument | undefined, visitorId?: string): Flags {
  if (!document) return { ...flagDefaults };
  const growthbook = new GrowthBook({
    attributes: visitorId ? { id: visitorId } : {},
    enableDevMode: false,
  }).initSync({ payload: { features: document.features as Record<string, object> } });
  const flags: Record<string, FlagValue> = {};
  for (const name of flagNames) {
    const fallback: FlagValue = flagDefaults[name];
    const value: unknown = growthbook.getFeatureValue(name, fallback);
    // A rule may serve a value of another type; the UI only ever sees the declared type.
    flags[name] = typeof value === typeof fallback ? (value as FlagValue) : fallback;
  }
  growthbook.destroy();
  return flags as Flags;
}
