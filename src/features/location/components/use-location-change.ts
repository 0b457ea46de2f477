"use client";

import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";
import { useClientConfig } from "@/lib/client-config";
import { useToast } from "@/ui/toast";
import { coverageParameter, type LocationType, type SearchLocation } from "../domain/location";
import { chooserTexts } from "../chooser-texts";
import { browserPosition } from "./browser-position";
import { storeChosenLocation } from "./location-storage";

const loadLocationCalls = () => import("./location-calls").then((module) => module.locationCalls);

/**
 * Changing the location: through the address-lookup call (a typed place) or the browser's
 * position resolved by the server. A failed change shows SPEC.md's toast and keeps the old place.
 */
export function useLocationChange(onChanged: (location: SearchLocation) => void) {
  const { apiKey } = useClientConfig();
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
        const place = await (await loadLocationCalls())(apiKey).placeOfAddress(address, type);
        if (!place) {
          showToast(chooserTexts.changeError, "error");
          return false;
        }
        apply(place);
        return true;
      } catch {
        showToast(chooserTexts.changeError, "error");
        return false;
      } finally {
        setBusy(undefined);
      }
    },
    [apiKey, apply, showToast],
  );

  /**
   * "ok", "denied" (no position from the browser) or "failed" (the server found no place). A
   * `quiet` look-up (the one on load) shows no toast either way.
   */
  const changeByPosition = useCallback(
    async (options: { quiet?: boolean } = {}): Promise<"ok" | "denied" | "failed"> => {
      setBusy("position");
      try {
        const position = await browserPosition();
        if (!position.ok) {
          if (!options.quiet) showToast(chooserTexts.positionUnavailable, "error");
          return "denied";
        }
        const answer = await (
          await loadLocationCalls()
        )(apiKey).placeAtPosition(position.latitude, position.longitude);
        const place = answer.ok ? answer.data : undefined;
        if (!place?.location || place.location.trim() === "-") {
          // SPEC.md section 8: the look-up on load fails silently (a position outside Brazil);
          // only a look-up the visitor asked for says so.
          if (!options.quiet) showToast(chooserTexts.changeError, "error");
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
        if (!options.quiet) showToast(chooserTexts.changeError, "error");
        return "failed";
      } finally {
        setBusy(undefined);
      }
    },
    [apiKey, apply, showToast],
  );

  return { busy, changeByText, changeByPosition };
}
