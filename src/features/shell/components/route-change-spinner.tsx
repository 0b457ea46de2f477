"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { Spinner } from "@/ui/spinner";
import { showsRouteSpinner } from "../domain/layout-rules";
import { shellTexts } from "../texts";

const hideSpinnerEvent = "vw:route-spinner-hide";
const safetyTimeoutMs = 15_000;

/** The error page calls this so a failed navigation never leaves the spinner up. */
export function hideRouteSpinner(): void {
  window.dispatchEvent(new Event(hideSpinnerEvent));
}

function targetOf(event: MouseEvent): URL | undefined {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return undefined;
  }
  const anchor = (event.target as Element | null)?.closest?.("a[href]");
  if (
    !(anchor instanceof HTMLAnchorElement) ||
    anchor.target === "_blank" ||
    anchor.hasAttribute("download")
  ) {
    return undefined;
  }
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  const same = url.pathname === window.location.pathname && url.search === window.location.search;
  return same ? undefined : url;
}

/** Full-area spinner from a link click until the new route renders (or fails). */
export function RouteChangeSpinner() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const route = `${pathname}?${search}`;
  // The route the click left from: the spinner shows until the route is another one.
  const [leavingFrom, setLeavingFrom] = useState<string | undefined>();
  // Arrived: the route the click left from is forgotten, or coming back to it (the browser's
  // Back button) would show the spinner again until the safety timeout.
  const [shownRoute, setShownRoute] = useState(route);
  if (shownRoute !== route) {
    setShownRoute(route);
    if (leavingFrom !== undefined && leavingFrom !== route) setLeavingFrom(undefined);
  }
  const loading = leavingFrom === route;

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = targetOf(event);
      if (target && showsRouteSpinner(target.pathname)) {
        setLeavingFrom(`${window.location.pathname}?${window.location.search.replace(/^\?/, "")}`);
      }
    };
    const hide = () => setLeavingFrom(undefined);
    // Capture phase: next/link prevents the default before a bubbling listener would see it.
    document.addEventListener("click", onClick, true);
    window.addEventListener(hideSpinnerEvent, hide);
    return () => {
      document.removeEventListener("click", onClick, true);
      window.removeEventListener(hideSpinnerEvent, hide);
    };
  }, []);

  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setLeavingFrom(undefined), safetyTimeoutMs);
    return () => clearTimeout(timer);
  }, [loading]);

  if (!loading) return null;
  return (
    <div
      className="fixed inset-0 z-(--z-index-menu) flex items-center justify-center bg-white/70 text-brand"
      data-testid="route-spinner"
    >
      <Spinner label={shellTexts.routeLoading} />
    </div>
  );
}
