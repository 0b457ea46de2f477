import "server-only";
import { headers } from "next/headers";

/** The script nonce the proxy put in this request's policy (the one Next.js gives its scripts). */
export async function requestNonce(): Promise<string | undefined> {
  const policy = (await headers()).get("content-security-policy") ?? "";
  return /'nonce-([^']+)'/.exec(policy)?.[1];
}
