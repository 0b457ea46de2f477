import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTVerifyGetKey } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { ProviderKeysUnreachable, verifyLogoutToken } from "./logout-token";

const issuer = "http://provedor.example";
const audience = "storefront";
let sign: (claims: Record<string, unknown>) => Promise<string>;
let keySet: JWTVerifyGetKey;

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  keySet = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: "k1" }] });
  sign = (claims) =>
    new SignJWT({
      jti: "j-1",
      events: { "http://schemas.openid.net/event/backchannel-logout": {} },
      ...claims,
    })
      .setProtectedHeader({ alg: "RS256", kid: "k1", typ: "logout+jwt" })
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt()
      .sign(privateKey);
});

const verify = (token: string, keys: JWTVerifyGetKey = keySet) =>
  verifyLogoutToken(token, { keySet: keys, issuer, audience });

describe("verifyLogoutToken", () => {
  it("ends one login when the token names its sid, even beside the owner", async () => {
    expect(await verify(await sign({ sub: "dono-1", sid: "login-1" }))).toEqual({
      kind: "session",
      sessionId: "login-1",
    });
  });

  it("ends every login of the owner when it names only the owner", async () => {
    expect(await verify(await sign({ sub: "dono-1" }))).toMatchObject({
      kind: "owner",
      ownerId: "dono-1",
    });
  });

  it("refuses a sid or a sub that is empty or not a string, rather than widen the logout", async () => {
    expect(await verify(await sign({ sub: "dono-1", sid: "" }))).toBeUndefined();
    expect(await verify(await sign({ sub: "dono-1", sid: 42 }))).toBeUndefined();
    expect(await verify(await sign({ sub: "", sid: "login-1" }))).toBeUndefined();
  });

  it("refuses a token no published key matches", async () => {
    const { privateKey } = await generateKeyPair("RS256");
    const foreign = await new SignJWT({
      jti: "j-2",
      events: { "http://schemas.openid.net/event/backchannel-logout": {} },
      sub: "dono-1",
    })
      .setProtectedHeader({ alg: "RS256", kid: "outra", typ: "logout+jwt" })
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt()
      .sign(privateKey);
    expect(await verify(foreign)).toBeUndefined();
  });

  it("neither accepts nor refuses when the provider's keys cannot be fetched", async () => {
    const unreachable: JWTVerifyGetKey = () => Promise.reject(new TypeError("fetch failed"));
    await expect(verify(await sign({ sub: "dono-1" }), unreachable)).rejects.toBeInstanceOf(
      ProviderKeysUnreachable,
    );
  });
});
