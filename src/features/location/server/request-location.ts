import "server-only";
import { cookies } from "next/headers";
import type { SharedCookie } from "@/lib/http/public-pages";
import {
  decodeLocationCookie,
  locationCookieName,
  locationOfCookie,
  resolvedCoverageCookieName,
  type RenderedCoverage,
  type SearchLocation,
} from "../domain/location";

/**
 * The location of this request: the visitor's chosen place (a shared link's ?coverage= was already
 * written into the cookie by the proxy), else the default region the top bar names.
 */
export async function getRequestLocation(): Promise<SearchLocation> {
  const jar = await cookies();
  return locationOfCookie(jar.get(locationCookieName)?.value);
}

/**
 * The shared link's place this page is rendered for, when it is one: the proxy gives the render
 * the link's ?coverage= text beside the place it names, and the page's script keeps that place.
 */
export async function getRenderedCoverage(): Promise<RenderedCoverage | undefined> {
  const jar = await cookies();
  const text = jar.get(resolvedCoverageCookieName)?.value;
  const location = decodeLocationCookie(jar.get(locationCookieName)?.value);
  return text && location ? { text, location } : undefined;
}

/**
 * The place as a shared page sees it (decision 039): visitors of one place get one page. A cookie
 * that does not parse is the default region's, as for the render.
 */
export const locationSharedCookie: SharedCookie = {
  name: locationCookieName,
  variant(value) {
    const location = decodeLocationCookie(value);
    if (!location) return undefined;
    const canonical = JSON.stringify(location);
    return { key: canonical, value: canonical };
  },
};
