import { jwtVerify, type JWTPayload } from "jose";
import { logoutTokenType, providerAlgorithms, type TokenCheck } from "./token-verification";

const backchannelLogoutEvent = "http://schemas.openid.net/event/backchannel-logout";

/** What a verified logout token asks: which of the owner's sessions end. */
export type LogoutNotice =
  /** One login ended (the owner left with "Sair"): the sessions its ID tokens name by `sid`. */
  | { kind: "session"; sessionId: string }
  /** Every login of the owner ended (a password reset): the sessions opened before `endedAt`. */
  | { kind: "owner"; ownerId: string; endedAt: number };

/**
 * Verifies a logout token as OpenID Connect Back-Channel Logout 1.0 (section 2.6) asks: the
 * provider's signature, issuer, audience, its `logout+jwt` type, a recent `iat`, the logout event,
 * no `nonce` (so an ID token cannot pass for one), and a `sub` or a `sid`. Anything else answers
 * undefined. A token naming a `sid` ends that session alone, even when it names the owner too.
 */
export async function verifyLogoutToken(
  token: string,
  options: TokenCheck,
): Promise<LogoutNotice | undefined> {
  if (!token || token.length > 8192) return undefined;
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, options.keySet, {
      issuer: options.issuer,
      audience: options.audience,
      algorithms: providerAlgorithms,
      typ: logoutTokenType,
      requiredClaims: ["iat", "jti", "events"],
      // The provider sends it the moment the sessions end; an old one is a replay.
      maxTokenAge: "5m",
      currentDate: options.now,
    }));
  } catch {
    return undefined;
  }
  const { events, sub, sid, iat } = payload;
  if (typeof events !== "object" || events === null || !(backchannelLogoutEvent in events)) {
    return undefined;
  }
  if ("nonce" in payload || iat === undefined) return undefined;
  if (typeof sid === "string" && sid) return { kind: "session", sessionId: sid };
  if (typeof sub === "string" && sub) return { kind: "owner", ownerId: sub, endedAt: iat * 1000 };
  return undefined;
}
