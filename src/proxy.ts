import { NextResponse, type NextRequest } from "next/server";
import {
  coverageParameter,
  encodeLocationCookie,
  locationCookieMaxAgeSeconds,
  locationCookieName,
  resolvedCoverageCookieName,
} from "@/features/location";
import { locationFromCoverage } from "@/features/location/server";

/**
 * A shared link's ?coverage= sets the visitor's place before anything renders: the top bar, the
 * offers and the dealers of the first HTML (and of a link followed inside the site) are already
 * that place's, with no second request and no flash of another place's offers.
 */
export async function proxy(request: NextRequest) {
  const coverage = request.nextUrl.searchParams.get(coverageParameter);
  if (!coverage || request.method !== "GET") return NextResponse.next();
  const location = await locationFromCoverage(coverage);
  if (!location) return NextResponse.next();
  const value = encodeLocationCookie(location);
  // The other cookies go on exactly as the browser sent them.
  const others = (request.headers.get("cookie") ?? "")
    .split(/;\s*/)
    .filter((part) => part !== "" && !part.startsWith(`${locationCookieName}=`));
  const headers = new Headers(request.headers);
  headers.set("cookie", [...others, `${locationCookieName}=${value}`].join("; "));
  const response = NextResponse.next({ request: { headers } });
  // Readable by the page's script, like the cookie the chooser writes, so both stay in step.
  response.headers.append(
    "set-cookie",
    `${locationCookieName}=${value}; Path=/; Max-Age=${locationCookieMaxAgeSeconds}; SameSite=Lax`,
  );
  response.headers.append(
    "set-cookie",
    `${resolvedCoverageCookieName}=${encodeURIComponent(coverage.trim())}; Path=/; Max-Age=300; SameSite=Lax`,
  );
  return response;
}

export const config = {
  // Only page addresses that carry ?coverage=: every other request skips the proxy entirely.
  matcher: [
    {
      source:
        "/((?!api/|_next/|illustrations/|favicon\\.ico|icon\\.svg|robots\\.txt|sitemap\\.xml).*)",
      has: [{ type: "query", key: "coverage" }],
    },
  ],
};
