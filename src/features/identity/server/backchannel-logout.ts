import "server-only";
import { config } from "@/lib/config";
import { apiErrors } from "@/lib/http";
import { logger } from "@/lib/logger";
import { identityTexts } from "../texts";
import { verifyLogoutToken } from "./logout-token";
import { providerKeySet } from "./oidc";
import { endOwnerSessionsBefore } from "./owners";
import { endProviderSession } from "./session";

/**
 * The provider's back-channel logout: a verified logout token ends the storefront sessions it
 * names, at once, where a session would otherwise outlive its login until its token expired.
 * Answers whether the token was accepted.
 */
export async function acceptLogoutNotice(logoutToken: string): Promise<boolean> {
  const { OIDC_ISSUER, OIDC_CLIENT_ID } = config();
  let notice: Awaited<ReturnType<typeof verifyLogoutToken>>;
  try {
    notice = await verifyLogoutToken(logoutToken, {
      keySet: await providerKeySet(),
      issuer: OIDC_ISSUER,
      audience: OIDC_CLIENT_ID,
    });
  } catch (error) {
    // Without the provider's discovery or keys the token can be neither accepted nor refused: a
    // 503 leaves in the provider's log that the notice was not taken, where a 400 would call a
    // good token bad. The provider does not send it again; the session keeps its token's hour.
    logger().warn({ err: error }, "identity provider unreachable");
    throw apiErrors.unavailable(identityTexts.errors.providerUnavailable);
  }
  if (!notice) return false;
  if (notice.kind === "session") {
    await endProviderSession(notice.sessionId);
  } else {
    await endOwnerSessionsBefore(notice.ownerId, notice.endedAt);
  }
  logger().info({ event: "backchannel_logout", scope: notice.kind }, "sessions ended by provider");
  return true;
}
