"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";
import { browserStorage } from "@/lib/browser-storage";
import { track } from "../data-layer";
import { hashLocation } from "../domain/location-hash";
import type { Site } from "../domain/events";

/**
 * The page's title: after a client navigation it can still be empty when the page shows, until
 * the page's metadata arrives and Next.js writes it.
 */
function pageTitle(): Promise<string> {
  return new Promise((resolve) => {
    const check = () => document.title && (observer.disconnect(), resolve(document.title));
    const observer = new MutationObserver(check);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    check();
  });
}

/** page_view on the first load and on every client navigation; remembers the page left behind. */
export function PageViewTracker({ site }: { site: Site }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const previous = useRef<string | undefined>(undefined);

  useEffect(() => {
    const path = search ? `${pathname}?${search}` : pathname;
    if (previous.current && previous.current !== path)
      browserStorage.set("lastPage", previous.current);
    previous.current = path;
    const location = browserStorage.get("location");
    void (async () => {
      track({
        event: "page_view",
        page_path: path,
        page_title: await pageTitle(),
        site,
        ...(location ? { location_hash: await hashLocation(location) } : {}),
      });
    })();
  }, [pathname, search, site]);

  return null;
}
