import { defaultRegionLabel, type LocationType, type SearchLocation } from "./location";
import { cityOfLabel } from "./place-text";

/** What the browser keeps about the location (SPEC.md section 9 keys). */
export interface StoredLocation {
  label?: string;
  latitude?: number;
  longitude?: number;
  type?: LocationType;
  /** When the visitor was last put on the default region (epoch ms). */
  defaultRegionTime?: number;
}

export type InitialLocationStep =
  { kind: "coverage"; text: string } | { kind: "stored" } | { kind: "geolocate" };

/**
 * SPEC.md section 4, on load: the coverage query parameter wins; else the stored location; else
 * the browser's position (resolved through the server), falling back to the default region.
 */
export function initialLocationStep(input: {
  coverage: string | null | undefined;
  stored: StoredLocation;
}): InitialLocationStep {
  const coverage = input.coverage?.trim();
  if (coverage) return { kind: "coverage", text: coverage };
  if (input.stored.label) return { kind: "stored" };
  return { kind: "geolocate" };
}

export const locationTooltipDelayMs = 24 * 60 * 60 * 1000;

/** SPEC.md sections 4 and 9: the visitor is still on the default region, set at least a day ago. */
export function shouldShowLocationTooltip(stored: StoredLocation, now: number): boolean {
  return (
    stored.type === "DEFAULT" &&
    stored.defaultRegionTime !== undefined &&
    now - stored.defaultRegionTime >= locationTooltipDelayMs
  );
}

/** The default region stored when the browser's position cannot be had. */
export function defaultRegionStorage(now: number): StoredLocation {
  return { label: defaultRegionLabel, type: "DEFAULT", defaultRegionTime: now };
}

/** The answer of the address-lookup call (SPEC.md section 7). */
export interface AddressLookupResult {
  success: boolean;
  data:
    | { location: string; latitude: number; longitude: number; state?: string; city?: string }
    | never[];
}

/** SPEC.md section 5: a change fails when unsuccessful, without a location, or with " - ". */
export function isFailedLocationChange(result: AddressLookupResult | undefined): boolean {
  if (!result?.success || Array.isArray(result.data)) return true;
  const data = result.data as { location?: unknown };
  if (typeof data.location !== "string") return true;
  const location = data.location.trim();
  return location === "" || location === "-";
}

/**
 * "Campinas - SP" -> city and state, for rebuilding the cookie from what the browser stored; a
 * whole state's "São Paulo (estado) - SP" is the whole state again (city "ALL"), so offers limited
 * to some of its cities still count.
 */
export function searchLocationFromStored(stored: StoredLocation): SearchLocation | undefined {
  const match = /^(.+?) - ([A-Z]{2})$/.exec(stored.label ?? "");
  if (!match?.[1] || !match[2] || stored.type === undefined || stored.type === "DEFAULT")
    return undefined;
  if (stored.latitude === undefined || stored.longitude === undefined) return undefined;
  return {
    label: stored.label ?? "",
    city: cityOfLabel(match[1]),
    state: match[2],
    latitude: stored.latitude,
    longitude: stored.longitude,
    type: stored.type,
  };
}

/** The label the top bar shows for the location a request carries. */
export function locationButtonLabel(location: SearchLocation): string {
  return location.type === "DEFAULT" ? defaultRegionLabel : location.label;
}
