"use client";

import { useLinkStatus } from "next/link";

/**
 * SPEC.md section 2: the garage shows its own loading state, not the route spinner. Each view's
 * rendering reads the database, so the tab that was clicked marks itself until the view arrives.
 */
export function ViewLinkPending() {
  const { pending } = useLinkStatus();
  return (
    <span
      aria-hidden="true"
      data-pending={pending || undefined}
      className="pointer-events-none absolute inset-x-0 bottom-0 h-1 bg-brand opacity-0 transition-opacity data-[pending]:opacity-60 motion-safe:data-[pending]:animate-pulse"
    />
  );
}
