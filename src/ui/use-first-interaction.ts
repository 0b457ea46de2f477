"use client";

import { useEffect, useState } from "react";

/**
 * Whether the person has touched the page yet (a pointer pressed or a key down anywhere): code
 * to prepare for their next step can wait for it without costing the page's first load.
 */
export function useFirstInteraction(): boolean {
  const [engaged, setEngaged] = useState(false);
  useEffect(() => {
    if (engaged) return;
    const engage = () => setEngaged(true);
    window.addEventListener("pointerdown", engage, { once: true, passive: true });
    window.addEventListener("keydown", engage, { once: true });
    return () => {
      window.removeEventListener("pointerdown", engage);
      window.removeEventListener("keydown", engage);
    };
  }, [engaged]);
  return engaged;
}
