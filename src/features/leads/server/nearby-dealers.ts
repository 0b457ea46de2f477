import "server-only";
import { database } from "@/db";
import { dealers } from "@/db/schema";
import type { SearchLocation } from "@/features/location";
import { readCache } from "@/lib/read-cache";
import { nearest } from "../domain/nearby";

export interface DealerChoice {
  code: string;
  name: string;
  city: string;
  stateCode: string;
  distanceKm: number;
}

const loadDealers = readCache("leads.dealers", 60_000, () =>
  database()
    .select({
      code: dealers.code,
      name: dealers.name,
      city: dealers.city,
      stateCode: dealers.stateCode,
      latitude: dealers.latitude,
      longitude: dealers.longitude,
    })
    .from(dealers),
);

/** The dealers a lead form offers: the five closest to the visitor's location. */
export async function nearbyDealers(location: SearchLocation, count = 5): Promise<DealerChoice[]> {
  return nearest(location, await loadDealers(), count).map(
    ({ code, name, city, stateCode, distanceKm }) => ({ code, name, city, stateCode, distanceKm }),
  );
}
