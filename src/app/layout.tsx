import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { getRequestFlags } from "@/features/flags/server";
import { flagSettings } from "@/features/flags/server";
import { loginRedirectPath } from "@/features/identity";
import { gatedOwnerSession } from "@/features/identity/server";
import { locationButtonLabel } from "@/features/location";
import { getRenderedCoverage, getRequestLocation } from "@/features/location/server";
import { AppShell, isIndexable, siteTexts } from "@/features/shell";
import { currentSite } from "@/features/shell/server";
import { config } from "@/lib/config";
import { requestNonce } from "@/lib/http";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const site = await currentSite();
  return {
    // Canonical URLs and Open Graph images resolve against the public address.
    metadataBase: new URL(config().PUBLIC_BASE_URL),
    // SPEC.md section 1: the home page's title; every other page ends with it.
    title: { default: siteTexts.siteTitle, template: `%s | ${siteTexts.siteTitle}` },
    description: siteTexts.siteDescription,
    openGraph: {
      title: siteTexts.siteTitle,
      description: siteTexts.siteDescription,
      url: "/",
      type: "website",
      locale: "pt_BR",
      siteName: siteTexts.siteTitle,
    },
    robots: isIndexable(site) ? undefined : { index: false, follow: false },
  };
}

export const viewport: Viewport = {
  themeColor: "#001e50",
  width: "device-width",
  initialScale: 1,
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [{ flags, etag }, session, site, location, coverage, nonce] = await Promise.all([
    getRequestFlags(),
    gatedOwnerSession(),
    currentSite(),
    getRequestLocation(),
    getRenderedCoverage(),
    requestNonce(),
  ]);
  return (
    // The consent script marks <html> before React hydrates it (ConsentPrePaint).
    <html lang="pt-BR" suppressHydrationWarning>
      <body>
        <AppShell
          clientConfig={{
            apiKey: config().API_KEY,
            flagsDocumentUrl: flagSettings().documentUrl,
            flagsEtag: etag,
            site,
          }}
          flags={flags}
          user={session ? { name: session.name } : null}
          loginHref={loginRedirectPath("/")}
          locationLabel={locationButtonLabel(location)}
          locationCoverage={coverage}
          nonce={nonce}
        >
          {children}
        </AppShell>
      </body>
    </html>
  );
}
