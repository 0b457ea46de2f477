import { acceptLogoutNotice, backchannelLogoutContract } from "@/features/identity/server";
import { apiErrors, defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const POST = defineRoute(backchannelLogoutContract, async ({ body }) => {
  if (!(await acceptLogoutNotice(body.logout_token))) {
    throw apiErrors.validation("O logout_token não é válido.", {
      logout_token: "O logout_token não é válido.",
    });
  }
  // Back-Channel Logout 1.0, section 2.8: the answer must not be cached.
  return new Response(null, { status: 200, headers: { "cache-control": "no-store" } });
});
