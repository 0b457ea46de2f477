import { acceptTokensFromUrl, authSessionContract } from "@/features/identity/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

/**
 * The browser says where the navigation started. The identity provider and the brand's other
 * sites are on this site; a link opened from a mail or chat app, typed or pasted arrives as
 * "none", and is the very link that would log a shopper into its sender's account. A browser too
 * old to send the header is taken at its word.
 */
function navigationFromThisSite(fetchSite: string | null): boolean {
  return fetchSite === null || fetchSite === "same-origin" || fetchSite === "same-site";
}

export const GET = defineRoute(authSessionContract, async ({ query, request }) => {
  const location = await acceptTokensFromUrl({
    idToken: query.id_token,
    accessToken: query.access_token,
    expiresIn: query.expires_in,
    redirectToBack: request.headers.get("x-return-to") ?? query.redirectToBack,
    fromAnotherSite: !navigationFromThisSite(request.headers.get("sec-fetch-site")),
  });
  return new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });
});
