import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  defaultRegionStorage,
  initialLocationStep,
  isFailedLocationChange,
  locationButtonLabel,
  searchLocationFromStored,
  shouldShowLocationTooltip,
  type StoredLocation,
} from "./load-rules";
import { defaultSearchLocation } from "./location";

const campinas: StoredLocation = {
  label: "Campinas - SP",
  latitude: -22.90556,
  longitude: -47.06083,
  type: "CUSTOM",
};

describe("load branches", () => {
  it("takes the coverage query parameter first, even over a stored place", () => {
    expect(initialLocationStep({ coverage: " Curitiba - PR ", stored: campinas })).toEqual({
      kind: "coverage",
      text: "Curitiba - PR",
    });
  });

  it("takes the stored location when there is no coverage", () => {
    expect(initialLocationStep({ coverage: null, stored: campinas })).toEqual({ kind: "stored" });
    expect(initialLocationStep({ coverage: "  ", stored: campinas })).toEqual({ kind: "stored" });
  });

  it("asks the browser for its position when nothing is stored", () => {
    expect(initialLocationStep({ coverage: undefined, stored: {} })).toEqual({ kind: "geolocate" });
    expect(initialLocationStep({ coverage: null, stored: { type: "CUSTOM" } })).toEqual({
      kind: "geolocate",
    });
  });
});

describe("default region and its tooltip (fake clock)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-20T12:00:00-03:00"));
  });
  afterEach(() => vi.useRealTimers());

  it("stores São Paulo - SP with the time of the fallback", () => {
    expect(defaultRegionStorage(Date.now())).toEqual({
      label: "São Paulo - SP",
      type: "DEFAULT",
      defaultRegionTime: Date.now(),
    });
  });

  it("shows the tooltip only once the default is at least a day old", () => {
    const stored = defaultRegionStorage(Date.now());
    expect(shouldShowLocationTooltip(stored, Date.now())).toBe(false);
    vi.advanceTimersByTime(24 * 60 * 60 * 1000 - 1);
    expect(shouldShowLocationTooltip(stored, Date.now())).toBe(false);
    vi.advanceTimersByTime(1);
    expect(shouldShowLocationTooltip(stored, Date.now())).toBe(true);
  });

  it("never shows it for a chosen place, however old", () => {
    vi.advanceTimersByTime(10 * 24 * 60 * 60 * 1000);
    expect(shouldShowLocationTooltip({ ...campinas, defaultRegionTime: 0 }, Date.now())).toBe(
      false,
    );
    expect(shouldShowLocationTooltip({ type: "DEFAULT" }, Date.now())).toBe(false);
  });
});

describe("a location change", () => {
  const ok = { location: "Campinas - SP", latitude: -22.9, longitude: -47.06 };

  it.each([
    ["unsuccessful", { success: false, data: [] }],
    ["without data", { success: true, data: [] }],
    ["without a location", { success: true, data: { ...ok, location: "" } }],
    ["with the location ' - '", { success: true, data: { ...ok, location: " - " } }],
    ["absent", undefined],
  ])("fails when %s", (_case, result) => {
    expect(isFailedLocationChange(result as never)).toBe(true);
  });

  it("succeeds with a named place", () => {
    expect(isFailedLocationChange({ success: true, data: ok })).toBe(false);
  });
});

describe("stored location and labels", () => {
  it("rebuilds the cookie location from what the browser stored", () => {
    expect(searchLocationFromStored(campinas)).toEqual({
      label: "Campinas - SP",
      city: "Campinas",
      state: "SP",
      latitude: -22.90556,
      longitude: -47.06083,
      type: "CUSTOM",
    });
    expect(searchLocationFromStored({ ...campinas, type: "DEFAULT" })).toBeUndefined();
    expect(searchLocationFromStored({ ...campinas, label: "Campinas" })).toBeUndefined();
  });

  it("rebuilds a whole state (a CEP outside its capital) as the whole state", () => {
    const wholeState = {
      label: "São Paulo (estado) - SP",
      latitude: -22.19,
      longitude: -48.79,
      type: "CUSTOM" as const,
    };
    expect(searchLocationFromStored(wholeState)).toEqual({
      ...wholeState,
      city: "ALL",
      state: "SP",
    });
  });

  it("labels the whole country as the default region", () => {
    expect(locationButtonLabel(defaultSearchLocation)).toBe("São Paulo - SP");
    expect(
      locationButtonLabel({ ...defaultSearchLocation, label: "Campinas - SP", type: "CUSTOM" }),
    ).toBe("Campinas - SP");
  });
});
