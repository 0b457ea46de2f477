import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from "jose";
import { logoutTokenType, providerAlgorithms, type TokenCheck } from "./token-verification";

const backchannelLogoutEvent = "http://schemas.openid.net/event/backchannel-logout";

/** What a verified logout token asks: which of the owner's sessions end. */
export type LogoutNotice =
  /** One login ended (the owner left with "Sair"): the sessions its ID tokens name by `sid`. */
  | { kind: "session"; sessionId: string }
  /** Every login of the owner ended (a password reset): the sessions opened before `endedAt`. */
  | { kind: "owner"; ownerId: string; endedAt: number };

/** The provider's keys could not be read: the token is neither accepted nor refused. */
export class ProviderKeysUnreachable extends Error {}

/**
 * Whether a key lookup failed because the key set could not be fetched (network, timeout, a
 * provider answering other than 200 with JSON), as opposed to a token no key matches: jose throws
 * the former as its base error or the fetch's own, the latter as one of its subclasses.
 */
function isFetchFailure(error: unknown): boolean {
  return (
    error instanceof errors.JWKSTimeout ||
    !(error instanceof errors.JOSEError) ||
    error.constructor === errors.JOSEError
  );
}

/**
 * Verifies a logout token as OpenID Connect Back-Channel Logout 1.0 (section 2.6) asks: the
 * provider's signature, issuer, audience, its `logout+jwt` type, a recent `iat`, the logout event,
 * no `nonce` (so an ID token cannot pass for one), and a `sub` or a `sid`. Anything else answers
 * undefined; keys that cannot be fetched throw ProviderKeysUnreachable. A token naming a `sid` ends
 * that session alone, even when it names the owner too; a `sid` or `sub` that is present must be a
 * non-empty string, so a malformed `sid` never widens the logout to every session of the owner.
 */
export async function verifyLogoutToken(
  token: string,
  options: TokenCheck,
): Promise<LogoutNotice | undefined> {
  if (!token || token.length > 8192) return undefined;
  let keysUnreachable = false;
  const keySet: JWTVerifyGetKey = async (header, input) => {
    try {
      return await options.keySet(header, input);
    } catch (error) {
      keysUnreachable = isFetchFailure(error);
      throw error;
    }
  };
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keySet, {
      issuer: options.issuer,
      audience: options.audience,
      algorithms: providerAlgorithms,
      typ: logoutTokenType,
      requiredClaims: ["iat", "jti", "events"],
      // The provider sends it the moment the sessions end; an old one is a replay.
      maxTokenAge: "5m",
      currentDate: options.now,
    }));
  } catch (error) {
    if (keysUnreachable)
      throw new ProviderKeysUnreachable("provider keys unreachable", { cause: error });
    return undefined;
  }
  const { events, sub, sid, iat } = payload;
  if (typeof events !== "object" || events === null || !(backchannelLogoutEvent in events)) {
    return undefined;
  }
  if ("nonce" in payload || iat === undefined) return undefined;
  const named = (claim: unknown) => claim === undefined || (typeof claim === "string" && claim);
  if (!named(sid) || !named(sub)) return undefined;
  if (typeof sid === "string") return { kind: "session", sessionId: sid };
  if (typeof sub === "string") return { kind: "owner", ownerId: sub, endedAt: iat * 1000 };
  return undefined;
}
