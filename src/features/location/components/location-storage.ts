import { browserStorage } from "@/lib/browser-storage";
import type { StoredLocation } from "../domain/load-rules";
import { encodeLocationCookie, locationCookieName, type SearchLocation } from "../domain/location";

const oneYearSeconds = 365 * 24 * 60 * 60;

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

/** Keeps the place in the browser and in the cookie the server renders offers and dealers with. */
export function storeChosenLocation(location: SearchLocation): void {
  browserStorage.set("location", location.label);
  browserStorage.set("latLng", { latitude: location.latitude, longitude: location.longitude });
  browserStorage.set("locationType", location.type);
  browserStorage.remove("defaultRegionTime");
  document.cookie = `${locationCookieName}=${encodeLocationCookie(location)}; path=/; max-age=${oneYearSeconds}; samesite=lax`;
}

/** The default region: stored with the time of the fallback; searches go back to the whole country. */
export function storeDefaultRegion(stored: StoredLocation): void {
  if (stored.label) browserStorage.set("location", stored.label);
  browserStorage.remove("latLng");
  browserStorage.set("locationType", "DEFAULT");
  if (stored.defaultRegionTime) browserStorage.set("defaultRegionTime", stored.defaultRegionTime);
  document.cookie = `${locationCookieName}=; path=/; max-age=0; samesite=lax`;
}

export function hasLocationCookie(): boolean {
  return document.cookie.split(/;\s*/).some((part) => part.startsWith(`${locationCookieName}=`));
}
