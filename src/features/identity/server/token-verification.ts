import { jwtVerify, type JWTPayload, type JWTVerifyGetKey } from "jose";

export interface VerifiedIdentity {
  userId: string;
  name: string;
  termsVersion?: string;
  issuedAt: number;
  expiresAt: number;
}

/**
 * Verifies an identity token: signature against the provider's keys (RS256 only, so `alg: none`
 * and HMAC tricks fail), issuer, audience and expiry. Anything else answers undefined.
 */
export async function verifyIdToken(
  token: string | undefined,
  options: { keySet: JWTVerifyGetKey; issuer: string; audience: string; now?: Date },
): Promise<VerifiedIdentity | undefined> {
  if (!token || token.length > 8192) return undefined;
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, options.keySet, {
      issuer: options.issuer,
      audience: options.audience,
      algorithms: ["RS256", "PS256", "ES256"],
      requiredClaims: ["sub", "exp", "iat"],
      currentDate: options.now,
    }));
  } catch {
    return undefined;
  }
  if (!payload.sub || payload.exp === undefined || payload.iat === undefined) return undefined;
  const name = typeof payload.name === "string" && payload.name ? payload.name : payload.sub;
  return {
    userId: payload.sub,
    name,
    termsVersion: typeof payload.terms_version === "string" ? payload.terms_version : undefined,
    issuedAt: payload.iat * 1000,
    expiresAt: payload.exp * 1000,
  };
}
