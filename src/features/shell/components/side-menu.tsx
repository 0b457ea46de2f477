"use client";

import { useState } from "react";
import type { MenuFlags } from "../navigation";
import { shellTexts } from "../texts";
import { loadOnFirstUse } from "@/ui/load-on-first-use";
import { useOpenedOnce } from "@/ui/use-opened-once";
import { MenuIcon } from "@/ui/menu-icon";

// Every page has the menu button; few visitors open it. The drawer, its entries and Radix Dialog
// load on the first opening, not with every page's first JavaScript.
const SideMenuPanel = loadOnFirstUse(() =>
  import("./side-menu-panel").then((module) => module.SideMenuPanel),
);

export function SideMenu({ flags }: { flags: MenuFlags }) {
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={shellTexts.openMenu}
        aria-expanded={open}
        aria-haspopup="dialog"
        data-needs-script=""
        className="inline-flex h-11 w-11 items-center justify-center rounded-full text-brand hover:bg-surface-alt"
      >
        <MenuIcon />
      </button>
      {opened ? <SideMenuPanel open={open} onOpenChange={setOpen} flags={flags} /> : null}
    </>
  );
}
