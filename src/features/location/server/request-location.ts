import "server-only";
import { cookies } from "next/headers";
import {
  decodeLocationCookie,
  defaultSearchLocation,
  locationCookieName,
  type SearchLocation,
} from "../domain/location";

/** The location of this request: the visitor's chosen place, else the whole country. */
export async function getRequestLocation(): Promise<SearchLocation> {
  const jar = await cookies();
  return decodeLocationCookie(jar.get(locationCookieName)?.value) ?? defaultSearchLocation;
}
