"use client";

import { useEffect, type RefObject } from "react";

/**
 * WCAG 2.4.11: what the keyboard focuses is never hidden under the sticky tray. The tray's
 * height becomes the page's bottom scroll padding (globals.css), and when the tray grows over
 * the focused control (a notice appears under the button just pressed), the control is brought
 * back into view above it.
 */
export function useRoomAtTheBottom(element: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const tray = element.current;
    if (!tray) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const height = tray.getBoundingClientRect().height;
      root.style.setProperty("--comparison-tray-room", `${Math.ceil(height)}px`);
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || tray.contains(focused)) return;
      const bottom = focused.getBoundingClientRect().bottom;
      if (bottom > tray.getBoundingClientRect().top) focused.scrollIntoView({ block: "nearest" });
    });
    observer.observe(tray);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--comparison-tray-room");
    };
  }, [element]);
}
