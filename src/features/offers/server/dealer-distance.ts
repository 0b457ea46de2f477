import "server-only";
import { sql } from "drizzle-orm";
import { database, rawRows } from "@/db";
import { keyedReadCache } from "@/lib/keyed-read-cache";
import type { OfferDealer } from "../domain/offer";

export interface Coordinates {
  latitude: number;
  longitude: number;
}

interface DealerRow {
  id: number;
  code: string;
  name: string;
  city: string;
  state_code: string;
  address: string;
  district: string;
  phone: string;
  whatsapp: string;
  latitude: number;
  longitude: number;
  distance_km: number;
}

/**
 * Every dealer with its great-circle distance (haversine, km) from a point, nearest first. The
 * distance is computed by the database so the order is the same on PGlite and PostgreSQL; least()
 * keeps acos inside its domain when rounding pushes the cosine a hair above 1.
 */
async function queryDealersByDistance(
  from: Coordinates,
  options: { stateCode?: string; limit?: number } = {},
): Promise<OfferDealer[]> {
  const lat = from.latitude;
  const lng = from.longitude;
  const distance = sql`6371 * acos(least(1, greatest(-1,
      cos(radians(${lat}::double precision)) * cos(radians(latitude))
        * cos(radians(longitude) - radians(${lng}::double precision))
      + sin(radians(${lat}::double precision)) * sin(radians(latitude)))))`;
  const rows = await rawRows<DealerRow>(
    database(),
    sql`select id, code, name, city, state_code, address, district, phone, whatsapp, latitude,
          longitude, ${distance} as distance_km
        from dealers
        ${options.stateCode ? sql`where state_code = ${options.stateCode}` : sql``}
        order by distance_km asc, code asc
        ${options.limit ? sql`limit ${options.limit}` : sql``}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    code: row.code,
    name: row.name,
    city: row.city,
    stateCode: row.state_code,
    address: row.address,
    district: row.district,
    phone: row.phone,
    whatsapp: row.whatsapp,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    distanceKm: Math.round(Number(row.distance_km) * 10) / 10,
  }));
}

interface DistanceQuery {
  from: Coordinates;
  options: { stateCode?: string; limit?: number };
}

// Every page and call near a place asks for this list; on PGlite each query holds the event loop,
// so the answer is kept for a minute per point (rounded to about 100 m, which changes no order
// that matters) and per filter. Dealers change only through the seed or the dealer admin.
const cachedDealersByDistance = keyedReadCache<DistanceQuery, OfferDealer[]>({
  name: "offers.dealersByDistance",
  ttlMs: 60_000,
  maxEntries: 2_000,
  key: ({ from, options }) =>
    `${from.latitude.toFixed(3)},${from.longitude.toFixed(3)},${options.stateCode ?? ""},${options.limit ?? ""}`,
  load: ({ from, options }) =>
    queryDealersByDistance(
      { latitude: Number(from.latitude.toFixed(3)), longitude: Number(from.longitude.toFixed(3)) },
      options,
    ),
});

/** Dealers nearest first from a point, read through a one-minute cache per point. */
export function dealersByDistance(
  from: Coordinates,
  options: { stateCode?: string; limit?: number } = {},
): Promise<OfferDealer[]> {
  return cachedDealersByDistance({ from, options });
}
