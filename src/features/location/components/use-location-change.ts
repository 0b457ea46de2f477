"use client";

import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";
import { useApiFetch } from "@/lib/client-config";
import { useToast } from "@/ui/toast";
import { isFailedLocationChange, type AddressLookupResult } from "../domain/load-rules";
import { coverageParameter, type LocationType, type SearchLocation } from "../domain/location";
import { locationTexts } from "../texts";
import { browserPosition } from "./browser-position";
import { storeChosenLocation } from "./location-storage";

interface Geolocation {
  location: string;
  state: string;
  city: string;
  latitude: number;
  longitude: number;
}

/**
 * Changing the location: through the address-lookup call (a typed place) or the browser's
 * position resolved by the server. A failed change shows SPEC.md's toast and keeps the old place.
 */
export function useLocationChange(onChanged: (location: SearchLocation) => void) {
  const apiFetch = useApiFetch();
  const router = useRouter();
  const { showToast } = useToast();
  const [busy, setBusy] = useState<"text" | "position" | undefined>(undefined);

  const apply = useCallback(
    (location: SearchLocation) => {
      storeChosenLocation(location);
      onChanged(location);
      // Server components (offers, dealers) render again around the new place. A ?coverage= in
      // the address would set its own place again on the server, so the address drops it.
      const url = new URL(window.location.href);
      if (url.searchParams.has(coverageParameter)) {
        url.searchParams.delete(coverageParameter);
        router.replace(`${url.pathname}${url.search}${url.hash}`, { scroll: false });
      } else {
        router.refresh();
      }
    },
    [onChanged, router],
  );

  const changeByText = useCallback(
    async (address: string, type: LocationType = "CUSTOM"): Promise<boolean> => {
      setBusy("text");
      try {
        const response = await apiFetch("/api/v1/address-lookup", {
          method: "POST",
          body: JSON.stringify({ address }),
        });
        const result = response.ok ? ((await response.json()) as AddressLookupResult) : undefined;
        if (!result || isFailedLocationChange(result) || Array.isArray(result.data)) {
          showToast(locationTexts.changeError, "error");
          return false;
        }
        const { location, latitude, longitude, state = "", city = "" } = result.data;
        apply({ label: location, latitude, longitude, state, city, type });
        return true;
      } catch {
        showToast(locationTexts.changeError, "error");
        return false;
      } finally {
        setBusy(undefined);
      }
    },
    [apiFetch, apply, showToast],
  );

  /** "ok", "denied" (no position from the browser) or "failed" (the server found no place). */
  const changeByPosition = useCallback(
    async (options: { quiet?: boolean } = {}): Promise<"ok" | "denied" | "failed"> => {
      setBusy("position");
      try {
        const position = await browserPosition();
        if (!position.ok) {
          if (!options.quiet) showToast(locationTexts.positionUnavailable, "error");
          return "denied";
        }
        const response = await apiFetch(
          `/api/v1/geolocation?lat=${position.latitude.toFixed(6)}&lng=${position.longitude.toFixed(6)}`,
        );
        const place = response.ok ? ((await response.json()) as Geolocation) : undefined;
        if (!place?.location || place.location.trim() === "-") {
          showToast(locationTexts.changeError, "error");
          return "failed";
        }
        apply({
          label: place.location,
          latitude: place.latitude,
          longitude: place.longitude,
          state: place.state,
          city: place.city,
          type: "GEOLOCATION",
        });
        return "ok";
      } catch {
        showToast(locationTexts.changeError, "error");
        return "failed";
      } finally {
        setBusy(undefined);
      }
    },
    [apiFetch, apply, showToast],
  );

  return { busy, changeByText, changeByPosition };
}
