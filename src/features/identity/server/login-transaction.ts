import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { config } from "@/lib/config";

/** What the storefront keeps between sending the visitor to the provider and the callback. */
export const loginTransactionSchema = z.object({
  verifier: z.string().regex(/^[\w-]{43,128}$/),
  state: z.string().regex(/^[\w-]{16,128}$/),
  nonce: z.string().regex(/^[\w-]{16,128}$/),
  returnTo: z.string().startsWith("/").max(2000),
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
