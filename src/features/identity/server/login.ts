import "server-only";
import { cookies } from "next/headers";
import * as client from "openid-client";
import { config } from "@/lib/config";
import { apiErrors } from "@/lib/http";
import { logger } from "@/lib/logger";
import {
  authCookieMaxAgeSeconds,
  authCookies,
  loginTransactionCookie,
  safeReturnPath,
} from "../domain/auth-cookies";
import { callbackUrl, oidcConfiguration } from "./oidc";

interface LoginTransaction {
  verifier: string;
  state: string;
  nonce: string;
  returnTo: string;
}

const secure = () => config().PUBLIC_BASE_URL.startsWith("https:");

async function provider(): Promise<client.Configuration> {
  try {
    return await oidcConfiguration();
  } catch (error) {
    logger().warn({ err: error }, "identity provider unreachable");
    throw apiErrors.unavailable(
      "O serviço de login está indisponível no momento. Tente novamente em instantes.",
    );
  }
}

/** Starts the authorization code flow with PKCE; answers the provider URL to navigate to. */
export async function startLogin(redirectToBack: string): Promise<string> {
  const configuration = await provider();
  const transaction: LoginTransaction = {
    verifier: client.randomPKCECodeVerifier(),
    state: client.randomState(),
    nonce: client.randomNonce(),
    returnTo: safeReturnPath(redirectToBack),
  };
  (await cookies()).set(loginTransactionCookie, JSON.stringify(transaction), {
    httpOnly: true,
    sameSite: "lax",
    secure: secure(),
    path: "/api/v1/auth-redirect",
    maxAge: 600,
  });
  return client
    .buildAuthorizationUrl(configuration, {
      redirect_uri: callbackUrl(),
      scope: "openid profile email",
      code_challenge: await client.calculatePKCECodeChallenge(transaction.verifier),
      code_challenge_method: "S256",
      state: transaction.state,
      nonce: transaction.nonce,
    })
    .toString();
}

/** Exchanges the code, keeps the tokens in the SPEC's cookies and says where to go back to. */
export async function finishLogin(currentUrl: URL): Promise<string> {
  const store = await cookies();
  const raw = store.get(loginTransactionCookie)?.value;
  store.delete({ name: loginTransactionCookie, path: "/api/v1/auth-redirect" });
  if (!raw) throw apiErrors.validation("Sessão de login expirada. Entre novamente.");
  const transaction = JSON.parse(raw) as LoginTransaction;
  const configuration = await provider();
  const callback = new URL(callbackUrl());
  callback.search = currentUrl.search;
  let tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers;
  try {
    tokens = await client.authorizationCodeGrant(configuration, callback, {
      pkceCodeVerifier: transaction.verifier,
      expectedState: transaction.state,
      expectedNonce: transaction.nonce,
    });
  } catch (error) {
    logger().warn({ err: error }, "login callback refused");
    throw apiErrors.validation("Não foi possível concluir o login. Entre novamente.");
  }
  const expiresAt = Date.now() + authCookieMaxAgeSeconds * 1000;
  const base = {
    sameSite: "lax" as const,
    secure: secure(),
    path: "/",
    maxAge: authCookieMaxAgeSeconds,
  };
  store.set(authCookies.idToken, tokens.id_token ?? "", { ...base, httpOnly: true });
  store.set(authCookies.accessToken, tokens.access_token, { ...base, httpOnly: true });
  // Readable by the page: it logs the visitor out when this time passes (SPEC.md section 4).
  store.set(authCookies.expiresIn, String(tokens.expires_in ?? authCookieMaxAgeSeconds), base);
  store.set(authCookies.expiresAt, String(expiresAt), base);
  return transaction.returnTo;
}

/** Clears the session cookies and answers where the browser goes to end the provider session. */
export async function logout(): Promise<string> {
  const store = await cookies();
  const idToken = store.get(authCookies.idToken)?.value;
  for (const name of Object.values(authCookies)) store.delete(name);
  try {
    const configuration = await oidcConfiguration();
    return client
      .buildEndSessionUrl(configuration, {
        post_logout_redirect_uri: new URL("/", config().PUBLIC_BASE_URL).toString(),
        ...(idToken ? { id_token_hint: idToken } : {}),
      })
      .toString();
  } catch {
    return "/";
  }
}
