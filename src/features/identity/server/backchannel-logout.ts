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
  let keySet: Awaited<ReturnType<typeof providerKeySet>>;
  try {
    keySet = await providerKeySet();
  } catch (error) {
    // The provider asks again when its notice fails: a 503 says so, where a 400 would not.
    logger().warn({ err: error }, "identity provider unreachable");
    throw apiErrors.unavailable(identityTexts.errors.providerUnavailable);
  }
  const notice = await verifyLogoutToken(logoutToken, {
    keySet,
    issuer: OIDC_ISSUER,
    audience: OIDC_CLIENT_ID,
  });
  if (!notice) return false;
  if (notice.kind === "session") {
    await endProviderSession(notice.sessionId);
  } else {
    await endOwnerSessionsBefore(notice.ownerId, notice.endedAt);
  }
  logger().info({ event: "backchannel_logout", scope: notice.kind }, "sessions ended by provider");
  return true;
}
