import { jwtVerify, type JWTPayload, type JWTVerifyGetKey } from "jose";

export interface VerifiedIdentity {
  userId: string;
  name: string;
  termsVersion?: string;
  /** The account's e-mail, when the provider says it was verified. */
  email?: string;
  /** The provider's session (`sid`): a back-channel logout names it to end this browser's login. */
  sessionId?: string;
  issuedAt: number;
  expiresAt: number;
}

export interface TokenCheck {
  keySet: JWTVerifyGetKey;
  issuer: string;
  audience: string;
  now?: Date;
}

/** Asymmetric signatures only, so `alg: none` and HMAC tricks fail. */
export const providerAlgorithms = ["RS256", "PS256", "ES256"];

/** The type a logout token declares (OpenID Connect Back-Channel Logout 1.0, section 2.4). */
export const logoutTokenType = "logout+jwt";

/**
 * Verifies an identity token: signature against the provider's keys, issuer, audience and expiry.
 * A logout token carries the same claims and key, so it is refused by its type and its event:
 * it ends sessions, and must never open one. Anything else answers undefined.
 */
export async function verifyIdToken(
  token: string | undefined,
  options: TokenCheck,
): Promise<VerifiedIdentity | undefined> {
  if (!token || token.length > 8192) return undefined;
  let payload: JWTPayload;
  try {
    const verified = await jwtVerify(token, options.keySet, {
      issuer: options.issuer,
      audience: options.audience,
      algorithms: providerAlgorithms,
      requiredClaims: ["sub", "exp", "iat"],
      currentDate: options.now,
    });
    if (verified.protectedHeader.typ?.toLowerCase().endsWith(logoutTokenType)) return undefined;
    payload = verified.payload;
  } catch {
    return undefined;
  }
  if (!payload.sub || payload.exp === undefined || payload.iat === undefined) return undefined;
  if (payload.events !== undefined) return undefined;
  const name = typeof payload.name === "string" && payload.name ? payload.name : payload.sub;
  return {
    userId: payload.sub,
    name,
    termsVersion: typeof payload.terms_version === "string" ? payload.terms_version : undefined,
    email:
      payload.email_verified === true && typeof payload.email === "string" && payload.email
        ? payload.email
        : undefined,
    sessionId: typeof payload.sid === "string" && payload.sid ? payload.sid : undefined,
    issuedAt: payload.iat * 1000,
    expiresAt: payload.exp * 1000,
  };
}
