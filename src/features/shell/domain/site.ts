export type Site = "offers" | "my-account" | "loyalty";

export interface SiteOrigins {
  offers: string;
  myAccount: string;
  loyalty: string;
}

/** SPEC.md section 2: three known origins; a request from any other origin is the offers site. */
export function resolveSite(host: string | null | undefined, origins: SiteOrigins): Site {
  if (!host) return "offers";
  const normalized = host.trim().toLowerCase();
  const hostOf = (origin: string) => new URL(origin).host.toLowerCase();
  if (normalized === hostOf(origins.myAccount)) return "my-account";
  if (normalized === hostOf(origins.loyalty)) return "loyalty";
  return "offers";
}

/** Only the offers site is indexed; the account and loyalty sites are personal areas. */
export function isIndexable(site: Site): boolean {
  return site === "offers";
}
