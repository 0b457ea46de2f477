"use client";

import { useRef, useState } from "react";
import { ChevronIcon } from "@/ui/chevron-icon";
import { DrawerPanel } from "@/ui/drawer-panel";
import { legalLinks, menuEntries, shownLinks, type MenuFlags, type NavGroup } from "../navigation";
import { drawerTexts } from "../drawer-texts";
import { NavAnchor } from "./nav-anchor";

const itemClass =
  "flex min-h-12 w-full items-center justify-between rounded px-2 text-left text-lg font-semibold text-brand hover:bg-surface-alt";

interface SideMenuPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  flags: MenuFlags;
}

/** The menu's drawer: its entries, groups and legal links, loaded on the menu's first opening. */
export function SideMenuPanel({ open, onOpenChange, flags }: SideMenuPanelProps) {
  const [group, setGroup] = useState<NavGroup | undefined>();
  const groupButtons = useRef(new Map<string, HTMLButtonElement>());
  const backButton = useRef<HTMLButtonElement>(null);

  const close = () => {
    onOpenChange(false);
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
    <DrawerPanel
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={group ? group.label : drawerTexts.menuTitle}
      side="left"
      widthClass="w-full sm:w-(--width-drawer-side)"
      closeLabel={drawerTexts.closeMenu}
    >
      <nav aria-label={group ? group.label : drawerTexts.menuTitle} className="mt-6 flex-1">
        {group ? (
          <>
            <button
              ref={backButton}
              type="button"
              onClick={closeGroup}
              className={`${itemClass} justify-start gap-2`}
            >
              <ChevronIcon direction="left" />
              {drawerTexts.back}
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
                      <ChevronIcon direction="right" />
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
    </DrawerPanel>
  );
}
