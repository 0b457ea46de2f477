import "server-only";
import { headers } from "next/headers";
import { config } from "@/lib/config";
import { resolveSite, type Site } from "../domain/site";

export async function currentSite(): Promise<Site> {
  const requestHeaders = await headers();
  const host = requestHeaders.get("x-forwarded-host") ?? requestHeaders.get("host");
  const { OFFERS_ORIGIN, MY_ACCOUNT_ORIGIN, LOYALTY_ORIGIN } = config();
  return resolveSite(host, {
    offers: OFFERS_ORIGIN,
    myAccount: MY_ACCOUNT_ORIGIN,
    loyalty: LOYALTY_ORIGIN,
  });
}
