import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { database } from "@/db";
import { dealerOpeningHours, dealers, owners } from "@/db/schema";
import type { SearchLocation } from "@/features/location";
import { dealersByDistance } from "@/features/offers/server";
import { comparePtBrNames } from "@/lib/format";
import { UnknownGarageDealerError } from "../domain/errors";

export interface DealerOption {
  id: number;
  name: string;
  city: string;
  stateCode: string;
  address: string;
  district: string;
  distanceKm: number | null;
}

export interface FavouriteDealer extends DealerOption {
  postalCode: string;
  phone: string;
  whatsapp: string;
  latitude: number;
  longitude: number;
  hours: { weekday: number; opensAt: string; closesAt: string }[];
}

/** The dealers nearest the owner's chosen place, through the offers feature's distance rule. */
export async function dealersNear(location: SearchLocation, limit = 8): Promise<DealerOption[]> {
  const list = await dealersByDistance(
    { latitude: location.latitude, longitude: location.longitude },
    { limit },
  );
  return list.map((dealer) => ({
    id: dealer.id,
    name: dealer.name,
    city: dealer.city,
    stateCode: dealer.stateCode,
    address: dealer.address,
    district: dealer.district,
    distanceKm: location.type === "DEFAULT" ? null : dealer.distanceKm,
  }));
}

const accents = "áàâãäéèêëíìîïóòôõöúùûüç";
const plain = "aaaaaeeeeiiiiooooouuuuc";

/** Dealers whose name or city contains the text, accents and case aside. */
export async function searchDealers(text: string, limit = 20): Promise<DealerOption[]> {
  // A typed % or _ is searched as itself (LIKE's default escape is the backslash): dropping it
  // would let "%%" pass the two-letter minimum and list every dealer.
  const needle = `%${text
    .trim()
    .toLowerCase()
    .replace(/[%_\\]/g, "\\$&")}%`;
  const folded = (column: unknown) => sql`translate(lower(${column}), ${accents}, ${plain})`;
  const rows = await database()
    .select({
      id: dealers.id,
      name: dealers.name,
      city: dealers.city,
      stateCode: dealers.stateCode,
      address: dealers.address,
      district: dealers.district,
    })
    .from(dealers)
    .where(
      sql`${folded(dealers.name)} like ${folded(sql`${needle}`)} or ${folded(dealers.city)} like ${folded(sql`${needle}`)}`,
    )
    .orderBy(folded(dealers.name), asc(dealers.name))
    .limit(limit);
  // The database's order is by byte ("Sorocaba" before "São Bernardo"): accents are folded to pick
  // the first ones, and the list reads in Portuguese order.
  return rows
    .sort((a, b) => comparePtBrNames(a.name, b.name))
    .map((row) => ({ ...row, distanceKm: null }));
}

export async function setFavouriteDealer(ownerId: string, dealerId: number): Promise<void> {
  const [dealer] = await database()
    .select({ id: dealers.id })
    .from(dealers)
    .where(eq(dealers.id, dealerId));
  if (!dealer) throw new UnknownGarageDealerError();
  await database()
    .update(owners)
    .set({ favouriteDealerId: dealerId })
    .where(eq(owners.id, ownerId));
}

export async function favouriteDealer(ownerId: string): Promise<FavouriteDealer | null> {
  const [row] = await database()
    .select({
      id: dealers.id,
      name: dealers.name,
      city: dealers.city,
      stateCode: dealers.stateCode,
      address: dealers.address,
      district: dealers.district,
      postalCode: dealers.postalCode,
      phone: dealers.phone,
      whatsapp: dealers.whatsapp,
      latitude: dealers.latitude,
      longitude: dealers.longitude,
    })
    .from(owners)
    .innerJoin(dealers, eq(dealers.id, owners.favouriteDealerId))
    .where(eq(owners.id, ownerId));
  if (!row) return null;
  const hours = await database()
    .select({
      weekday: dealerOpeningHours.weekday,
      opensAt: dealerOpeningHours.opensAt,
      closesAt: dealerOpeningHours.closesAt,
    })
    .from(dealerOpeningHours)
    .where(eq(dealerOpeningHours.dealerId, row.id))
    .orderBy(dealerOpeningHours.weekday);
  return {
    ...row,
    distanceKm: null,
    hours: hours.map((h) => ({
      ...h,
      opensAt: h.opensAt.slice(0, 5),
      closesAt: h.closesAt.slice(0, 5),
    })),
  };
}
