// Plain checks: the chooser parses the cookie in the browser on every page, where every kB counts
// (decision 042); the server's contracts keep zod.
import { numberBetween, oneOf, record, text, type ShapeOf } from "@/lib/json-shape";

/** SPEC.md section 3: how the current location was obtained. */
export const locationTypes = ["DEFAULT", "GEOLOCATION", "CUSTOM"] as const;
export type LocationType = (typeof locationTypes)[number];

/**
 * The place offers and dealers are searched around. `state` is the two-letter UF (or "BR" for the
 * whole country) and `city` the municipality name (or "ALL").
 */
const searchLocationShape = record({
  label: text({ trim: true, min: 1, max: 120 }),
  latitude: numberBetween(-90, 90),
  longitude: numberBetween(-180, 180),
  state: text({ max: 2, pattern: /^[A-Z]{2}$/ }),
  city: text({ trim: true, min: 1, max: 80 }),
  type: oneOf(locationTypes),
});
export type SearchLocation = ShapeOf<typeof searchLocationShape>;

/** SPEC.md section 3: the location searches use until the visitor has one (the whole country). */
export const defaultSearchLocation: SearchLocation = {
  label: "Brasil",
  latitude: -15.793889,
  longitude: -47.882778,
  state: "BR",
  city: "ALL",
  type: "DEFAULT",
};

/** SPEC.md section 3: the region the chooser starts on. */
export const defaultRegionLabel = "São Paulo - SP";

/**
 * The place pages show offers and dealers around until the visitor has one of their own: the
 * default region the top bar names, so its button and the pages tell the same story (decision 028).
 * API calls without a place keep SPEC.md's whole-country defaultSearchLocation.
 */
export const defaultRegionLocation: SearchLocation = {
  label: defaultRegionLabel,
  latitude: -23.55052,
  longitude: -46.633309,
  state: "SP",
  city: "São Paulo",
  type: "DEFAULT",
};

/** The query parameter of a shared link that sets the place (SPEC.md section 4). */
export const coverageParameter = "coverage";

export const locationCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

/**
 * Written beside the location cookie when the server resolved a ?coverage=, holding that text: the
 * page's script then knows the place is the link's (and not an older one) without asking again.
 */
export const resolvedCoverageCookieName = "vw_coverage";

/** A shared link's place as the server rendered it: the ?coverage= text and what it names. */
export interface RenderedCoverage {
  text: string;
  location: SearchLocation;
}

/** The cookie that carries the chosen location to the server, so the first HTML is already local. */
export const locationCookieName = "vw_location";

export function encodeLocationCookie(location: SearchLocation): string {
  return encodeURIComponent(JSON.stringify(location));
}

/** A cookie that does not parse is ignored: the default location is used, never an error. */
export function decodeLocationCookie(value: string | undefined): SearchLocation | undefined {
  if (!value) return undefined;
  try {
    return searchLocationShape(JSON.parse(decodeURIComponent(value)));
  } catch {
    return undefined;
  }
}

/**
 * The place a location cookie names, the default region when it names none: the server renders
 * pages with it, and the top bar's script reads the same cookie, so both name one place.
 */
export function locationOfCookie(value: string | undefined): SearchLocation {
  return decodeLocationCookie(value) ?? defaultRegionLocation;
}
