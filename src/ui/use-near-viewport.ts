"use client";

import { useEffect, useState, type RefObject } from "react";

/**
 * Whether the element has come within `ahead` of the viewport (a CSS length or percentage of the
 * viewport's height), once and for good: what is far down a page loads as the visitor scrolls
 * towards it, soon enough to be ready when it comes into view.
 */
export function useNearViewport(element: RefObject<Element | null>, ahead = "100%"): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${ahead} 0px ${ahead} 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [ahead, element, near]);
  return near;
}
