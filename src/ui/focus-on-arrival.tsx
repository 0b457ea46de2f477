"use client";

import { useEffect } from "react";

/**
 * A link to `#id` of the same page (a listing's next page) lands the keyboard on the element, as a
 * browser's own navigation would: Next.js scrolls a soft navigation to the target but leaves the
 * focus on the link, at the bottom of the page just left (and, when its own scroll comes before the
 * new page is drawn, the view too). `arrival` changes on each arrival.
 */
export function FocusOnArrival({ id, arrival }: { id: string; arrival: string }) {
  useEffect(() => {
    if (window.location.hash === `#${id}`) document.getElementById(id)?.focus();
  }, [id, arrival]);
  return null;
}
