import { acceptTokensFromUrl, authSessionContract } from "@/features/identity/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(authSessionContract, async ({ query, request }) => {
  const location = await acceptTokensFromUrl({
    idToken: query.id_token,
    accessToken: query.access_token,
    expiresIn: query.expires_in,
    redirectToBack: request.headers.get("x-return-to") ?? query.redirectToBack,
    // The browser says where the navigation started; the identity provider is on this site.
    fromAnotherSite: request.headers.get("sec-fetch-site") === "cross-site",
  });
  return new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });
});
