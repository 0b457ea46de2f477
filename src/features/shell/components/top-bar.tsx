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

interface TopBarProps {
  user: ShellUser | null;
  locationLabel: string;
  locationCoverage: RenderedCoverage | undefined;
  menuFlags: MenuFlags;
}

export function TopBar({ user, locationLabel, locationCoverage, menuFlags }: TopBarProps) {
  return (
    <header className="sticky top-0 z-(--z-index-navbar) border-b border-surface-alt bg-white">
      <div className="page-gutter mx-auto grid h-16 max-w-(--container-page) grid-cols-[1fr_auto_1fr] items-center">
        <div className="flex items-center gap-1">
          <SideMenu flags={menuFlags} />
          <LocationButton label={locationLabel} coverage={locationCoverage} />
        </div>
        <Suspense
          fallback={
            <Link href="/" aria-label={shellTexts.logoLabel} className="inline-flex rounded-full">
              <BrandLogo />
            </Link>
          }
        >
          <LogoLink />
        </Suspense>
        <div className="flex justify-end">
          <LoginControl user={user} />
        </div>
      </div>
    </header>
  );
}
