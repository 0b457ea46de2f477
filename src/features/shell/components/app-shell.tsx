import { Suspense, type ReactNode } from "react";
import { ConsentBanner, ConsentPrePaint, PageViewTracker } from "@/features/analytics";
import { FlagsRefresher, type Flags } from "@/features/flags";
import type { RenderedCoverage } from "@/features/location";
import { ClientConfigProvider, type ClientConfig } from "@/lib/client-config";
import { pageSkipLinksId, skipLinkClass } from "@/ui/skip-links";
import { ToastProvider } from "@/ui/toast";
import { legalLinks } from "../navigation";
import { siteTexts } from "../site-texts";
import type { ShellUser } from "./shell-user";
import { RouteChangeSpinner } from "./route-change-spinner";
import { RouteFrame } from "./route-frame";
import { SiteFooter } from "./site-footer";
import { TopBar } from "./top-bar";

interface AppShellProps {
  children: ReactNode;
  clientConfig: ClientConfig;
  flags: Flags;
  user: ShellUser | null;
  /** Where the login starts for a browser without JavaScript (identity owns the address). */
  loginHref: string;
  locationLabel: string;
  /** The shared link's place the page is rendered for, if any. */
  locationCoverage: RenderedCoverage | undefined;
  /** This answer's script nonce, for the one inline script the shell writes. */
  nonce: string | undefined;
}

const cookiePolicy = legalLinks.find((link) => link.label === "Política de cookies")?.href ?? "/";

export function AppShell({
  children,
  clientConfig,
  flags,
  user,
  loginHref,
  locationLabel,
  locationCoverage,
  nonce,
}: AppShellProps) {
  const menuFlags = {
    feature_flag_feature_sign_and_drive: flags.feature_flag_feature_sign_and_drive,
    feature_flag_feature_recall: flags.feature_flag_feature_recall,
  };
  return (
    <ClientConfigProvider value={clientConfig}>
      <ToastProvider>
        <a href="#conteudo" className={skipLinkClass}>
          {siteTexts.skipToContent}
        </a>
        {/* A page's own skip links, added while what they lead to is shown (the comparison). */}
        <div id={pageSkipLinksId} />
        {/* Fixed at the bottom, but first in the document: it is parsed and painted with the
            top bar, not after the page's whole content and the framework's scripts. */}
        <ConsentPrePaint nonce={nonce} />
        {/* A control only a script can run (the simulator's launcher) is hidden without one. */}
        <noscript>
          <style>{"[data-needs-script]{display:none}"}</style>
        </noscript>
        <ConsentBanner policyHref={cookiePolicy} />
        <TopBar
          user={user}
          loginHref={loginHref}
          locationLabel={locationLabel}
          locationCoverage={locationCoverage}
          menuFlags={menuFlags}
        />
        <RouteFrame footer={<SiteFooter menuFlags={menuFlags} />}>{children}</RouteFrame>
        <Suspense fallback={null}>
          <RouteChangeSpinner />
          <PageViewTracker site={clientConfig.site} />
        </Suspense>
        <FlagsRefresher url={clientConfig.flagsDocumentUrl} etag={clientConfig.flagsEtag} />
      </ToastProvider>
    </ClientConfigProvider>
  );
}
