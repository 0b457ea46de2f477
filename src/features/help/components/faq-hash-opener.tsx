"use client";

import { useEffect } from "react";
import { answerIdFromHash } from "../domain/faq";

/**
 * A link to one answer (#<slug>) opens its question and scrolls to it, on arrival and when the
 * address's fragment changes. Browsers reveal a closed `<details>` only for a target inside it,
 * and the target here is the question itself.
 */
export function FaqHashOpener() {
  useEffect(() => {
    const openFromHash = () => {
      const slug = answerIdFromHash(window.location.hash);
      const target = slug ? document.getElementById(slug) : null;
      if (!(target instanceof HTMLDetailsElement)) return;
      target.open = true;
      requestAnimationFrame(() => target.scrollIntoView());
    };
    openFromHash();
    window.addEventListener("hashchange", openFromHash);
    return () => window.removeEventListener("hashchange", openFromHash);
  }, []);
  return null;
}
