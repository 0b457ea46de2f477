"use client";

import { lazy, Suspense, type ComponentType, type ReactNode } from "react";

/**
 * A client component whose code loads the first time it renders: React.lazy in a Suspense of its
 * own. A panel rendered only once it opens never reaches the server's HTML or the page's first
 * JavaScript. A part the server renders (a view's forms) is in the HTML, and the browser fetches
 * its code as it hydrates; its own Suspense lets the rest of the page hydrate meanwhile.
 * next/dynamic does the same with loader and preload machinery that would itself weigh on every
 * page's first JavaScript.
 */
export function loadOnFirstUse<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  /** What shows while the code arrives; nothing by default. */
  fallback: ReactNode = null,
): ComponentType<Props> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function OnFirstUse(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return OnFirstUse;
}
