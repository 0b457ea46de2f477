import {
  footerGroups,
  legalLinks,
  recallFooterLink,
  socialLinks,
  type MenuFlags,
} from "../navigation";
import { siteTexts } from "../site-texts";
import { analyticsTexts, consentPreferencesHref } from "@/features/analytics";
import { NavAnchor } from "./nav-anchor";

const year = new Date().getFullYear();

/** Collapsed to an 84 px bar; the link groups open from it without JavaScript. */
export function SiteFooter({ menuFlags }: { menuFlags: MenuFlags }) {
  return (
    <footer className="bg-brand text-white">
      <details className="group mx-auto max-w-(--container-page)">
        {/* Smaller type on a phone keeps the wrapped lines within the 84 px bar (SPEC.md). */}
        <summary className="page-gutter flex min-h-(--height-footer-collapsed) cursor-pointer list-none flex-col justify-center gap-0.5 py-2 text-xs/4 sm:gap-1 sm:py-3 sm:text-sm [&::-webkit-details-marker]:hidden">
          <span>{siteTexts.copyright(year)}</span>
          <span className="font-semibold">
            {siteTexts.roadSafety}
            <span className="ml-2 underline">{siteTexts.footerLinks}</span>
          </span>
        </summary>
        <div className="page-gutter grid gap-8 pb-8 sm:grid-cols-2 lg:grid-cols-4">
          {footerGroups.map((group) => (
            <nav key={group.label} aria-label={group.label}>
              <h2 className="font-bold">{group.label}</h2>
              <ul className="mt-2 space-y-2 text-sm">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <NavAnchor link={link} className="underline-offset-2 hover:underline" />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <nav aria-label="Recall e redes sociais">
            <h2 className="font-bold">Recall</h2>
            <ul className="mt-2 text-sm">
              <li>
                <NavAnchor link={recallFooterLink(menuFlags)} className="hover:underline" />
              </li>
            </ul>
            <h2 className="mt-4 font-bold">Redes sociais</h2>
            <ul className="mt-2 flex flex-wrap gap-3 text-sm">
              {socialLinks.map((link) => (
                <li key={link.href}>
                  <NavAnchor link={link} className="hover:underline" />
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <ul
          aria-label="Informações legais"
          className="page-gutter flex flex-wrap gap-x-6 gap-y-2 border-t border-white/20 py-4 text-sm"
        >
          {legalLinks.map((link) => (
            <li key={link.href}>
              <NavAnchor link={link} className="underline" />
            </li>
          ))}
          <li>
            {/* A plain fragment link: the banner listens for it, and Tab goes on into it. */}
            <a href={consentPreferencesHref} className="underline">
              {analyticsTexts.preferences}
            </a>
          </li>
        </ul>
      </details>
    </footer>
  );
}
