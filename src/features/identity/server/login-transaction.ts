import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import type { cookies } from "next/headers";
import { z } from "zod";
import { config } from "@/lib/config";
import { loginTransactionCookie, loginTransactionCookieOf } from "../domain/auth-cookies";

/** What the storefront keeps between sending the visitor to the provider and the callback. */
export const loginTransactionSchema = z.object({
  verifier: z.string().regex(/^[\w-]{43,128}$/),
  state: z.string().regex(/^[\w-]{16,128}$/),
  nonce: z.string().regex(/^[\w-]{16,128}$/),
  returnTo: z.string().startsWith("/").max(2000),
  /** Epoch ms: past the most logins a browser keeps under way, the oldest one goes. */
  startedAt: z.number().int().positive(),
});

export type LoginTransaction = z.infer<typeof loginTransactionSchema>;

const signingKey = () =>
  createHmac("sha256", config().OIDC_CLIENT_SECRET).update("storefront:oidc_tx").digest();

const signatureOf = (payload: string) =>
  createHmac("sha256", signingKey()).update(payload).digest("base64url");

/** `payload.signature`, both base64url: the cookie cannot be changed without the client secret. */
export function sealLoginTransaction(transaction: LoginTransaction): string {
  const payload = Buffer.from(JSON.stringify(transaction)).toString("base64url");
  return `${payload}.${signatureOf(payload)}`;
}

/** The transaction when the cookie is intact and well formed; undefined for anything else. */
export function openLoginTransaction(value: string | undefined): LoginTransaction | undefined {
  if (!value || value.length > 4096) return undefined;
  const [payload, signature, extra] = value.split(".");
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(signatureOf(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const parsed = loginTransactionSchema.safeParse(
      JSON.parse(Buffer.from(payload, "base64url").toString("utf8")),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The transactions' cookies go to the login routes alone, never to a page. */
const transactionPath = "/api/v1/auth-redirect";

/** Logins one browser keeps under way at once: tabs, a Back to the provider's page, a retry. */
const maxLoginsUnderWay = 5;

type CookieStore = Awaited<ReturnType<typeof cookies>>;

/**
 * Keeps the transaction in a cookie of its own, beside the other logins under way; past
 * `maxLoginsUnderWay` the oldest go, so the cookies these routes receive stay a few hundred bytes.
 */
export function keepLoginTransaction(
  store: CookieStore,
  transaction: LoginTransaction,
  { secure }: { secure: boolean },
): void {
  const name = loginTransactionCookieOf(transaction.state);
  if (!name) throw new Error("a login transaction without a usable state");
  const underWay = store
    .getAll()
    .filter((cookie) => cookie.name.startsWith(`${loginTransactionCookie}_`))
    .map((cookie, order) => ({
      name: cookie.name,
      startedAt: openLoginTransaction(cookie.value)?.startedAt ?? 0,
      order,
    }))
    // Newest first; in the same millisecond the one set later, which the browser sends later.
    .sort((a, b) => b.startedAt - a.startedAt || b.order - a.order);
  for (const stale of underWay.slice(maxLoginsUnderWay - 1)) {
    store.delete({ name: stale.name, path: transactionPath });
  }
  store.set(name, sealLoginTransaction(transaction), {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: transactionPath,
    // As long as the provider keeps the login page open (sign-up and e-mail code included).
    maxAge: 3600,
  });
}

/** The transaction the callback's `state` names, when the browser still holds it intact. */
export function loginTransactionOf(
  store: CookieStore,
  state: string,
): LoginTransaction | undefined {
  const name = loginTransactionCookieOf(state);
  const transaction = name ? openLoginTransaction(store.get(name)?.value) : undefined;
  return transaction?.state === state ? transaction : undefined;
}

/** The transaction is used up: its code has been exchanged. */
export function dropLoginTransaction(store: CookieStore, state: string): void {
  const name = loginTransactionCookieOf(state);
  if (name) store.delete({ name, path: transactionPath });
}
