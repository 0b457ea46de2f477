import Link from "next/link";
import type { RenderedCoverage } from "@/features/location";
import { Suspense } from "react";
import { shellTexts } from "../texts";
import { BrandLogo } from "./brand-logo";
import { LocationButton } from "./location-button";
import { LoginControl } from "./login-control";
import type { ShellUser } from "./shell-user";
import { LogoLink } from "./logo-link";
import type { MenuFlags } from "../navigation";
import { SideMenu } from "./side-menu";
import { PlainMenu } from "./plain-menu";
import { PlainLoginLink } from "./plain-login-link";

// The person icon of the login button and of its plain link.
const personIcon = (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
    <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M4 21a8 8 0 0 1 16 0" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

interface TopBarProps {
  user: ShellUser | null;
  loginHref: string;
  locationLabel: string;
  locationCoverage: RenderedCoverage | undefined;
  menuFlags: MenuFlags;
}

export function TopBar({
  user,
  loginHref,
  locationLabel,
  locationCoverage,
  menuFlags,
}: TopBarProps) {
  return (
    <header className="sticky top-0 z-(--z-index-navbar) border-b border-surface-alt bg-white">
      <div className="page-gutter mx-auto grid h-16 max-w-(--container-page) grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-1 sm:gap-2">
        {/* The sides may shrink (a long place name is cut short), never the bar widen: at 320 px
            "São José do Rio Preto - SP" pushed the login button off the screen. */}
        <div className="flex min-w-0 items-center sm:gap-1">
          <SideMenu flags={menuFlags} />
          <PlainMenu flags={menuFlags} />
          <LocationButton label={locationLabel} coverage={locationCoverage} />
        </div>
        <Suspense
          fallback={
            <Link href="/" aria-label={shellTexts.logoLabel} className="inline-flex rounded-full">
              <BrandLogo />
            </Link>
          }
        >
          <LogoLink>
            <BrandLogo />
          </LogoLink>
        </Suspense>
        <div className="flex justify-end">
          <LoginControl user={user} icon={personIcon} />
          <PlainLoginLink user={user} loginHref={loginHref} icon={personIcon} />
        </div>
      </div>
    </header>
  );
}
