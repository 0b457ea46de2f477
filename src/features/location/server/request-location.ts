import "server-only";
import { cookies } from "next/headers";
import {
  decodeLocationCookie,
  defaultRegionLocation,
  locationCookieName,
  type SearchLocation,
} from "../domain/location";

/**
 * The location of this request: the visitor's chosen place (a shared link's ?coverage= was already
 * written into the cookie by the proxy), else the default region the top bar names.
 */
export async function getRequestLocation(): Promise<SearchLocation> {
  const jar = await cookies();
  return decodeLocationCookie(jar.get(locationCookieName)?.value) ?? defaultRegionLocation;
}
