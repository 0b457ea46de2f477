import "server-only";
import { cookies } from "next/headers";
import * as client from "openid-client";
import { config } from "@/lib/config";
import { apiErrors } from "@/lib/http";
import { loggableError } from "@/lib/http/database-errors";
import { logger } from "@/lib/logger";
import {
  authCookieMaxAgeSeconds,
  authCookies,
  logoutHintCookie,
  logoutHintMaxAgeSeconds,
  safeReturnPath,
} from "../domain/auth-cookies";
import { loginNoticePath, type LoginNoticeReason } from "../domain/login-path";
import { identityTexts } from "../texts";
import {
  dropLoginTransaction,
  keepLoginTransaction,
  loginTransactionOf,
} from "./login-transaction";
import { callbackUrl, oidcConfiguration } from "./oidc";
import { upsertOwnerOnLogin } from "./owners";
import { endSession, getOwnerSession, sessionEnded, verifyToken } from "./session";

const secure = () => config().PUBLIC_BASE_URL.startsWith("https:");

async function provider(): Promise<client.Configuration> {
  try {
    return await oidcConfiguration();
  } catch (error) {
    logger().warn({ err: error }, "identity provider unreachable");
    throw apiErrors.unavailable(identityTexts.errors.providerUnavailable);
  }
}

/** Starts the authorization code flow with PKCE; answers the provider URL to navigate to. */
export async function startLogin(
  redirectToBack: string,
  { signUp = false }: { signUp?: boolean } = {},
): Promise<string> {
  const configuration = await provider();
  const transaction = {
    verifier: client.randomPKCECodeVerifier(),
    state: client.randomState(),
    nonce: client.randomNonce(),
    returnTo: safeReturnPath(redirectToBack, config().PUBLIC_BASE_URL),
    startedAt: Date.now(),
  };
  keepLoginTransaction(await cookies(), transaction, { secure: secure() });
  return client
    .buildAuthorizationUrl(configuration, {
      redirect_uri: callbackUrl(),
      scope: "openid profile email",
      code_challenge: await client.calculatePKCECodeChallenge(transaction.verifier),
      code_challenge_method: "S256",
      state: transaction.state,
      nonce: transaction.nonce,
      ...(signUp ? { screen_hint: "signup" } : {}),
    })
    .toString();
}

/**
 * Where a browser that followed a login link goes when the login cannot start now (the provider
 * away, or too many starts from its connection): the home page's notice, whose "Entrar" tries
 * again for the same page. A link lands on a page, never on an error's JSON.
 */
export function loginUnavailablePath(redirectToBack: string): string {
  return loginNoticePath("indisponivel", safeReturnPath(redirectToBack, config().PUBLIC_BASE_URL));
}

/** Stores the SPEC's four cookies for a verified token pair. */
export async function storeSessionCookies(tokens: {
  idToken: string;
  accessToken: string;
  expiresIn: number;
}): Promise<void> {
  const store = await cookies();
  const lifetime = Math.min(authCookieMaxAgeSeconds, Math.max(1, Math.floor(tokens.expiresIn)));
  const expiresAt = Date.now() + lifetime * 1000;
  const base = { sameSite: "lax" as const, secure: secure(), path: "/", maxAge: lifetime };
  store.set(authCookies.idToken, tokens.idToken, { ...base, httpOnly: true });
  store.set(authCookies.accessToken, tokens.accessToken, { ...base, httpOnly: true });
  // Readable by the page: it logs the visitor out when this time passes (SPEC.md section 4).
  store.set(authCookies.expiresIn, String(lifetime), base);
  store.set(authCookies.expiresAt, String(expiresAt), base);
  // The session cookies go at exp_aut; this copy stays, so the logout that follows still names
  // the owner to the provider.
  store.set(logoutHintCookie.name, tokens.idToken, {
    ...base,
    httpOnly: true,
    path: logoutHintCookie.path,
    maxAge: logoutHintMaxAgeSeconds,
  });
}

/**
 * Exchanges the code, keeps the tokens in the SPEC's cookies and says where to go back to. A login
 * that cannot finish goes to the home page, which says why and offers "Entrar" again: the callback
 * is a page the browser lands on, never a place for an error's JSON.
 */
export async function finishLogin(currentUrl: URL): Promise<string> {
  const store = await cookies();
  const state = currentUrl.searchParams.get("state") ?? "";
  const transaction = loginTransactionOf(store, state);
  if (!transaction) {
    // Opened again once its login is done (a reload, Back): the session it made is still there.
    return (await getOwnerSession()) ? "/" : loginNoticePath("expirado");
  }
  const refused = (reason: LoginNoticeReason) => loginNoticePath(reason, transaction.returnTo);
  let configuration: client.Configuration;
  try {
    configuration = await oidcConfiguration();
  } catch (error) {
    logger().warn({ err: error }, "identity provider unreachable");
    return refused("indisponivel");
  }
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
    // Kept: a token endpoint that did not answer leaves the code unused, and a reload retries.
    logger().warn({ err: error }, "login callback refused");
    return refused("falhou");
  }
  dropLoginTransaction(store, state);
  const identity = await verifyToken(tokens.id_token);
  if (!identity || !tokens.access_token) return refused("falhou");
  // Issued by the provider a moment ago: its name is the account's current one. Tokens brought in
  // a URL may be older than the last change in Minha conta, so they keep the name saved.
  await upsertOwnerOnLogin(identity.userId, identity.termsVersion, identity.name);
  await storeSessionCookies({
    idToken: tokens.id_token ?? "",
    accessToken: tokens.access_token,
    expiresIn: tokens.expires_in ?? authCookieMaxAgeSeconds,
  });
  return safeReturnPath(transaction.returnTo, config().PUBLIC_BASE_URL);
}

/**
 * Removes the session cookies from the browser; answers the session's ID token, or the logout's
 * copy of it once the session has run out (only the logout route receives that one).
 */
export async function clearSessionCookies(): Promise<string | undefined> {
  const store = await cookies();
  const idToken = store.get(authCookies.idToken)?.value ?? store.get(logoutHintCookie.name)?.value;
  for (const name of Object.values(authCookies)) store.delete(name);
  store.delete({ name: logoutHintCookie.name, path: logoutHintCookie.path });
  return idToken;
}

/**
 * Clears the session cookies, refuses their token from now on, and answers where the browser goes
 * to end the provider session.
 */
export async function logout(): Promise<string> {
  const idToken = await clearSessionCookies();
  // The cookies are gone either way; a token that could not be recorded still expires in the hour.
  await endSession(idToken).catch((error: unknown) =>
    // Never the error itself: a database error carries the statement's values.
    logger().warn({ err: loggableError(error) }, "ended session not recorded"),
  );
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

/**
 * SPEC.md section 4: tokens found in the page URL become the session when they verify; the
 * browser then goes to the same address without them. Unverified tokens are dropped silently, and
 * so are tokens in a navigation that did not start on this site (a link from another site, a mail
 * or a chat app): such a link would log a shopper into the sender's account (login CSRF), where
 * the vehicles they register would reach the sender.
 */
export async function acceptTokensFromUrl(input: {
  idToken: string;
  accessToken: string;
  expiresIn: number;
  redirectToBack: string;
  fromAnotherSite: boolean;
}): Promise<string> {
  const returnTo = safeReturnPath(input.redirectToBack, config().PUBLIC_BASE_URL);
  if (input.fromAnotherSite) return returnTo;
  const identity = await verifyToken(input.idToken);
  if (!identity || !input.accessToken) return returnTo;
  // A token logged out, or of a deleted account, opens nothing here either: its owner row would
  // come back empty and hold a session of an account that no longer exists.
  if (await sessionEnded(input.idToken, identity)) return returnTo;
  await upsertOwnerOnLogin(identity.userId, identity.termsVersion);
  const secondsLeft = Math.floor((identity.expiresAt - Date.now()) / 1000);
  await storeSessionCookies({
    idToken: input.idToken,
    accessToken: input.accessToken,
    expiresIn: Math.min(input.expiresIn, secondsLeft),
  });
  return returnTo;
}
