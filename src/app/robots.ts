import type { MetadataRoute } from "next";
import { isIndexable } from "@/features/shell";
import { currentSite } from "@/features/shell/server";
import { config } from "@/lib/config";

// The answer depends on which of the three sites is asked (only the offers site is indexed).
export const dynamic = "force-dynamic";

export default async function robots(): Promise<MetadataRoute.Robots> {
  if (!isIndexable(await currentSite())) return { rules: { userAgent: "*", disallow: "/" } };
  const base = config().PUBLIC_BASE_URL;
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/api/"] },
    sitemap: `${base}/sitemap.xml`,
  };
}
