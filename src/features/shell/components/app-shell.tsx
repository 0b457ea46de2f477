import type { ReactNode } from "react";
import { shellTexts } from "../texts";
import { SiteFooter } from "./site-footer";
import { TopBar } from "./top-bar";

export function AppShell({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#conteudo"
        className="sr-only z-(--z-index-menu) rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        {shellTexts.skipToContent}
      </a>
      <TopBar />
      <main id="conteudo" tabIndex={-1} className="min-h-[60vh] outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
