import {
  integerFrom,
  listOf,
  numberBetween,
  oneOf,
  record,
  text,
  type ShapeOf,
} from "./json-shape";

/**
 * The browser keys of SPEC.md section 9, each with the shape it must have. A value that does not
 * parse is removed and read as absent, so a corrupted entry never breaks a page.
 */
const positiveInteger = integerFrom(1);

const keys = {
  loginTime: { name: "vw.loginTime", shape: positiveInteger },
  authRedirectTime: { name: "vw.authRedirectTime", shape: positiveInteger },
  lastPage: { name: "vw.lastPage", shape: text({ max: 2000, prefix: "/" }) },
  location: { name: "vw.location", shape: text({ min: 1, max: 200 }) },
  latLng: {
    name: "vw.latLng",
    shape: record({ latitude: numberBetween(-90, 90), longitude: numberBetween(-180, 180) }),
  },
  locationType: { name: "vw.locationType", shape: oneOf(["DEFAULT", "GEOLOCATION", "CUSTOM"]) },
  defaultRegionTime: { name: "vw.defaultRegionTime", shape: positiveInteger },
  cookieConsent: { name: "vw.cookieConsent", shape: oneOf(["accepted", "rejected"]) },
  comparedOffers: { name: "vw.comparedOffers", shape: listOf(positiveInteger, 3) },
} as const;

export type StorageKey = keyof typeof keys;
export type StorageValue<K extends StorageKey> = ShapeOf<(typeof keys)[K]["shape"]>;

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
      const parsed = keys[key].shape(JSON.parse(raw));
      if (parsed !== undefined) return parsed as StorageValue<K>;
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
