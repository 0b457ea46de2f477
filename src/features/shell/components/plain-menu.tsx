import { menuEntries, shownLinks, type MenuFlags, type NavLink } from "../navigation";
import { siteTexts } from "../site-texts";
import { MenuIcon } from "@/ui/menu-icon";

function PlainLink({ link }: { link: NavLink }) {
  return (
    <a
      href={link.href}
      className="block py-2 underline-offset-2 hover:underline"
      {...(link.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {link.label}
    </a>
  );
}

/**
 * The side menu's links for a browser without JavaScript, where the drawer cannot open: a
 * disclosure of plain links in the menu button's place (the button hides, data-needs-script).
 */
export function PlainMenu({ flags }: { flags: MenuFlags }) {
  return (
    <noscript>
      <details className="relative">
        {/* The drawer's button as it looks with JavaScript: the icon, its name for screen readers. */}
        <summary className="inline-flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-full text-brand hover:bg-surface-alt [&::-webkit-details-marker]:hidden">
          <MenuIcon />
          <span className="sr-only">{siteTexts.plainMenu}</span>
        </summary>
        <nav
          aria-label={siteTexts.plainMenu}
          className="absolute top-12 left-0 w-72 rounded-lg border border-surface-alt bg-white p-4 shadow-lg"
        >
          <ul>
            {menuEntries.map((entry) =>
              entry.kind === "link" ? (
                entry.flag && !flags[entry.flag] ? null : (
                  <li key={entry.label}>
                    <PlainLink link={entry} />
                  </li>
                )
              ) : (
                <li key={entry.label} className="mt-2">
                  <p className="font-semibold">{entry.label}</p>
                  <ul className="pl-4">
                    {shownLinks(entry.links, flags).map((link) => (
                      <li key={link.label}>
                        <PlainLink link={link} />
                      </li>
                    ))}
                  </ul>
                </li>
              ),
            )}
          </ul>
        </nav>
      </details>
    </noscript>
  );
}
