"use client";

import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { hasSidePadding, showsFooter } from "../domain/layout-rules";
import { useSchedulingLastStep } from "../footer-state";

/** Applies the per-route layout rules: side padding and footer visibility. */
export function RouteFrame({ children, footer }: { children: ReactNode; footer: ReactNode }) {
  const pathname = usePathname();
  const lastStep = useSchedulingLastStep();
  return (
    <>
      <main
        id="conteudo"
        tabIndex={-1}
        className={`mx-auto min-h-[60vh] w-full flex-1 max-w-(--container-page) outline-none ${hasSidePadding(pathname) ? "page-gutter" : ""}`}
      >
        {children}
      </main>
      {showsFooter(pathname, lastStep) ? footer : null}
    </>
  );
}
