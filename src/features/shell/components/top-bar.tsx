import Link from "next/link";
import { shellTexts } from "../texts";
import { BrandLogo } from "./brand-logo";

export function TopBar() {
  return (
    <header className="sticky top-0 z-(--z-index-navbar) border-b border-surface-alt bg-white">
      <div className="page-gutter mx-auto flex h-16 max-w-(--container-page) items-center justify-center">
        <Link href="/" aria-label={shellTexts.logoLabel} className="inline-flex rounded-full">
          <BrandLogo />
        </Link>
      </div>
    </header>
  );
}
