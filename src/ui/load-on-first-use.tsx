"use client";

import { lazy, Suspense, type ComponentType, type ReactNode } from "react";

/**
 * A client component whose code loads the first time it renders: React.lazy in a Suspense of its
 * own. Its users render it only once it is needed (a panel on its first opening), so neither the
 * server nor the page's first JavaScript holds it. next/dynamic does the same with loader and
 * preload machinery that would itself weigh on every page's first JavaScript.
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
