// valibot: this module runs on every page, and valibot tree-shakes to about a kB (decision 034).
import * as v from "valibot";

/**
 * The browser keys of SPEC.md section 9, each with the shape it must have. A value that does not
 * parse is removed and read as absent, so a corrupted entry never breaks a page.
 */
const positiveInteger = v.pipe(v.number(), v.integer(), v.minValue(1));

const keys = {
  loginTime: { name: "vw.loginTime", schema: positiveInteger },
  authRedirectTime: { name: "vw.authRedirectTime", schema: positiveInteger },
  lastPage: {
    name: "vw.lastPage",
    schema: v.pipe(v.string(), v.startsWith("/"), v.maxLength(2000)),
  },
  location: { name: "vw.location", schema: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) },
  latLng: {
    name: "vw.latLng",
    schema: v.object({
      latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
      longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
    }),
  },
  locationType: {
    name: "vw.locationType",
    schema: v.picklist(["DEFAULT", "GEOLOCATION", "CUSTOM"]),
  },
  defaultRegionTime: { name: "vw.defaultRegionTime", schema: positiveInteger },
  cookieConsent: { name: "vw.cookieConsent", schema: v.picklist(["accepted", "rejected"]) },
  comparedOffers: {
    name: "vw.comparedOffers",
    schema: v.pipe(v.array(positiveInteger), v.maxLength(3)),
  },
} as const;

export type StorageKey = keyof typeof keys;
export type StorageValue<K extends StorageKey> = v.InferOutput<(typeof keys)[K]["schema"]>;

function store(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled by the browser
  }
}

export const browserStorage = {
  get<K extends StorageKey>(key: K): StorageValue<K> | undefined {
    const storage = store();
    const raw = storage?.getItem(keys[key].name);
    if (raw === null || raw === undefined) return undefined;
    try {
      const parsed = v.safeParse(keys[key].schema, JSON.parse(raw));
      if (parsed.success) return parsed.output as StorageValue<K>;
    } catch {
      // not JSON: discarded below
    }
    storage?.removeItem(keys[key].name);
    return undefined;
  },
  set<K extends StorageKey>(key: K, value: StorageValue<K>): void {
    try {
      store()?.setItem(keys[key].name, JSON.stringify(value));
    } catch {
      // quota exceeded or storage disabled: the value simply is not kept
    }
  },
  remove(key: StorageKey): void {
    store()?.removeItem(keys[key].name);
  },
  keyName(key: StorageKey): string {
    return keys[key].name;
  },
};
