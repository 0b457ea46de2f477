import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { browserStorage } from "./browser-storage";

beforeEach(() => {
  const values = new Map<string, string>();
  vi.stubGlobal("window", {
    localStorage: {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => values.set(key, value),
      removeItem: (key: string) => values.delete(key),
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("browserStorage", () => {
  it("round-trips typed values", () => {
    browserStorage.set("latLng", { latitude: -25.43, longitude: -49.27 });
    browserStorage.set("locationType", "CUSTOM");
    expect(browserStorage.get("latLng")).toEqual({ latitude: -25.43, longitude: -49.27 });
    expect(browserStorage.get("locationType")).toBe("CUSTOM");
  });

  it.each([
    ["vw.latLng", "not json"],
    ["vw.latLng", '{"latitude":200,"longitude":0}'],
    ["vw.locationType", '"SOMEWHERE"'],
    ["vw.lastPage", '"https://outro.site/"'],
  ])("discards a stored %s that does not parse (%s)", (name, raw) => {
    window.localStorage.setItem(name, raw);
    const key =
      name === "vw.latLng" ? "latLng" : name === "vw.locationType" ? "locationType" : "lastPage";
    expect(browserStorage.get(key)).toBeUndefined();
    expect(window.localStorage.getItem(name)).toBeNull();
  });
});
