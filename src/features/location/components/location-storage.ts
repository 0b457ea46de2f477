import { browserStorage } from "@/lib/browser-storage";
import type { StoredLocation } from "../domain/load-rules";
import {
  decodeLocationCookie,
  encodeLocationCookie,
  locationCookieMaxAgeSeconds,
  locationCookieName,
  locationOfCookie,
  resolvedCoverageCookieName,
  type SearchLocation,
} from "../domain/location";

export function readStoredLocation(): StoredLocation {
  const latLng = browserStorage.get("latLng");
  return {
    label: browserStorage.get("location"),
    type: browserStorage.get("locationType"),
    latitude: latLng?.latitude,
    longitude: latLng?.longitude,
    defaultRegionTime: browserStorage.get("defaultRegionTime"),
  };
}

const chosenLocationListeners = new Set<() => void>();

/** Called after every place this script stores, so what reads the cookie reads it again. */
export function subscribeToChosenLocation(listener: () => void): () => void {
  chosenLocationListeners.add(listener);
  return () => {
    chosenLocationListeners.delete(listener);
  };
}

function announceChosenLocation(): void {
  for (const listener of chosenLocationListeners) listener();
}

/** Keeps the place in the browser and in the cookie the server renders offers and dealers with. */
export function storeChosenLocation(location: SearchLocation): void {
  browserStorage.set("location", location.label);
  browserStorage.set("latLng", { latitude: location.latitude, longitude: location.longitude });
  browserStorage.set("locationType", location.type);
  browserStorage.remove("defaultRegionTime");
  document.cookie = `${locationCookieName}=${encodeLocationCookie(location)}; path=/; max-age=${locationCookieMaxAgeSeconds}; samesite=lax`;
  announceChosenLocation();
}

/** The default region: stored with the time of the fallback; without the cookie, pages search around it. */
export function storeDefaultRegion(stored: StoredLocation): void {
  if (stored.label) browserStorage.set("location", stored.label);
  browserStorage.remove("latLng");
  browserStorage.set("locationType", "DEFAULT");
  if (stored.defaultRegionTime) browserStorage.set("defaultRegionTime", stored.defaultRegionTime);
  document.cookie = `${locationCookieName}=; path=/; max-age=0; samesite=lax`;
  announceChosenLocation();
}

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split(/;\s*/)
    .find((item) => item.startsWith(prefix))
    ?.slice(prefix.length);
}

/** The place the server rendered with (a shared link's ?coverage= is written there by the proxy). */
export function readLocationCookie(): SearchLocation | undefined {
  return decodeLocationCookie(readCookie(locationCookieName));
}

/** The place the next server render uses, as getRequestLocation reads it there. */
export function readChosenLocation(): SearchLocation {
  return locationOfCookie(readCookie(locationCookieName));
}

/** The ?coverage= text the server last resolved into the location cookie. */
export function readResolvedCoverage(): string | undefined {
  const value = readCookie(resolvedCoverageCookieName);
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

export function hasLocationCookie(): boolean {
  return document.cookie.split(/;\s*/).some((part) => part.startsWith(`${locationCookieName}=`));
}
