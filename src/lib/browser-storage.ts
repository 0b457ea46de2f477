// zod/mini: this module runs on every page, and the mini build tree-shakes to a few kB.
import * as z from "zod/mini";

/**
 * The browser keys of SPEC.md section 9, each with the shape it must have. A value that does not
 * parse is removed and read as absent, so a corrupted entry never breaks a page.
 */
const keys = {
  loginTime: { name: "vw.loginTime", schema: z.int().check(z.positive()) },
  authRedirectTime: { name: "vw.authRedirectTime", schema: z.int().check(z.positive()) },
  lastPage: { name: "vw.lastPage", schema: z.string().check(z.startsWith("/"), z.maxLength(2000)) },
  location: { name: "vw.location", schema: z.string().check(z.minLength(1), z.maxLength(200)) },
  latLng: {
    name: "vw.latLng",
    schema: z.object({
      latitude: z.number().check(z.gte(-90), z.lte(90)),
      longitude: z.number().check(z.gte(-180), z.lte(180)),
    }),
  },
  locationType: { name: "vw.locationType", schema: z.enum(["DEFAULT", "GEOLOCATION", "CUSTOM"]) },
  defaultRegionTime: { name: "vw.defaultRegionTime", schema: z.int().check(z.positive()) },
  cookieConsent: { name: "vw.cookieConsent", schema: z.enum(["accepted", "rejected"]) },
  comparedOffers: {
    name: "vw.comparedOffers",
    schema: z.array(z.int().check(z.positive())).check(z.maxLength(3)),
  },
} as const;

export type StorageKey = keyof typeof keys;
export type StorageValue<K extends StorageKey> = z.output<(typeof keys)[K]["schema"]>;

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
      const parsed = keys[key].schema.safeParse(JSON.parse(raw));
      if (parsed.success) return parsed.data as StorageValue<K>;
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
