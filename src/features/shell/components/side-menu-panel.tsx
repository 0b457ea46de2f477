"use client";

import { useRef, useState } from "react";
import { Drawer } from "@/ui/drawer";
import { legalLinks, menuEntries, shownLinks, type MenuFlags, type NavGroup } from "../navigation";
import { shellTexts } from "../texts";
import { NavAnchor } from "./nav-anchor";

const itemClass =
  "flex min-h-12 w-full items-center justify-between rounded px-2 text-left text-lg font-semibold text-brand hover:bg-surface-alt";

export function SideMenu({ flags }: { flags: MenuFlags }) {
  const [open, setOpen] = useState(false);
  const [group, setGroup] = useState<NavGroup | undefined>();
  const groupButtons = useRef(new Map<string, HTMLButtonElement>());
  const backButton = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    setGroup(undefined);
  };
  const openGroup = (next: NavGroup) => {
    setGroup(next);
    requestAnimationFrame(() => backButton.current?.focus());
  };
  const closeGroup = () => {
    const label = group?.label;
    setGroup(undefined);
    requestAnimationFrame(() => (label ? groupButtons.current.get(label)?.focus() : undefined));
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={shellTexts.openMenu}
        aria-expanded={open}
        aria-haspopup="dialog"
        className="inline-flex h-11 w-11 items-center justify-center rounded-full text-brand hover:bg-surface-alt"
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M3 6h18M3 12h18M3 18h18"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <Drawer
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        title={group ? group.label : shellTexts.menuTitle}
        side="left"
        widthClass="w-full sm:w-(--width-drawer-side)"
        closeLabel={shellTexts.closeMenu}
      >
        <nav aria-label={group ? group.label : shellTexts.menuTitle} className="mt-6 flex-1">
          {group ? (
            <>
              <button
                ref={backButton}
                type="button"
                onClick={closeGroup}
                className={`${itemClass} justify-start gap-2`}
              >
                <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
                  <path d="M10 2L4 8l6 6" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
                {shellTexts.back}
              </button>
              <ul className="mt-2">
                {shownLinks(group.links, flags).map((link) => (
                  <li key={link.href}>
                    <NavAnchor link={link} className={itemClass} onNavigate={close} />
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <ul>
              {menuEntries.map((entry) => {
                if (entry.kind === "group") {
                  return (
                    <li key={entry.label}>
                      <button
                        type="button"
                        ref={(node) => {
                          if (node) groupButtons.current.set(entry.label, node);
                        }}
                        onClick={() => openGroup(entry)}
                        aria-haspopup="true"
                        className={itemClass}
                      >
                        {entry.label}
                        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
                          <path
                            d="M6 2l6 6-6 6"
                            fill="none"
                            stroke="currentColor"
                            strokeWidth="2"
                          />
                        </svg>
                      </button>
                    </li>
                  );
                }
                if (entry.flag && !flags[entry.flag]) return null;
                return (
                  <li key={`${entry.label}-${entry.href}`}>
                    <NavAnchor link={entry} className={itemClass} onNavigate={close} />
                  </li>
                );
              })}
            </ul>
          )}
        </nav>
        <ul
          aria-label="Informações legais"
          className="mt-8 space-y-2 border-t border-surface-alt pt-6 text-sm"
        >
          {legalLinks.map((link) => (
            <li key={link.href}>
              <NavAnchor link={link} className="text-muted underline" />
            </li>
          ))}
        </ul>
      </Drawer>
    </>
  );
}
