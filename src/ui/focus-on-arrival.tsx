"use client";

import { useEffect } from "react";

/**
 * Lands the keyboard on the element `id` when a page arrives, as a browser's own navigation would.
 *
 * - `when="linked"`: a link to `#id` of the same page (a listing's next page). Next.js scrolls a
 *   soft navigation to the target but leaves the focus on the link, at the bottom of the page just
 *   left (and, when its own scroll comes before the new page is drawn, the view too). `arrival`
 *   changes on each arrival.
 * - `when="unfocused"`: a page reached by a script's navigation (a form's last button, gone with
 *   its page) starts the keyboard at the element instead of at the top of the document; a focus
 *   the visitor already placed is left where it is.
 */
export function FocusOnArrival({
  id,
  when,
  arrival,
}: {
  id: string;
  when: "linked" | "unfocused";
  arrival?: string;
}) {
  useEffect(() => {
    const arrived =
      when === "linked"
        ? window.location.hash === `#${id}`
        : document.activeElement === null || document.activeElement === document.body;
    if (arrived) document.getElementById(id)?.focus();
  }, [id, when, arrival]);
  return null;
}
