"use client";

import { lazy, Suspense, useRef, type ComponentProps, type ReactNode } from "react";
import { useNearViewport } from "@/ui/use-near-viewport";
import type { PurchaseIntention as Form } from "./purchase-intention";

// The form sits below the offer, its dealers and their contacts. Its code (the form, its
// validation and react-hook-form) loads as the shopper scrolls towards it, not with the page.
const PurchaseIntention = lazy(() =>
  import("./purchase-intention").then((module) => ({ default: module.PurchaseIntention })),
);

/**
 * The purchase intention, loaded on approach. Until then the server's placeholder holds its
 * title and its place on the page, so nothing below moves when the form arrives.
 */
export function PurchaseIntentionOnApproach({
  placeholder,
  ...form
}: ComponentProps<typeof Form> & { placeholder: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place);
  return (
    <div ref={place}>
      {near ? (
        <Suspense fallback={placeholder}>
          <PurchaseIntention {...form} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
