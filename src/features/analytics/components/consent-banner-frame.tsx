"use client";

import { useEffect, useRef, useSyncExternalStore, type ReactNode } from "react";
import { currentConsent, decideConsent, subscribeToConsent } from "../data-layer";
import { consentPreferencesId } from "../consent-preferences";

const visitorCookie = "vw_visitor_id";
const oneYear = 60 * 60 * 24 * 365;

const noSubscription = () => () => {};

/**
 * The room the page keeps under its last line while the banner shows (globals.css): the banner's
 * own height once measured, so the footer ends right where the banner begins, with no band
 * between them. The stylesheet's estimate holds until the script runs.
 */
function useBannerRoom(visible: boolean) {
  const banner = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = banner.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty("--consent-banner-room", `${element.offsetHeight}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--consent-banner-room");
    };
  }, [visible]);
  return banner;
}

/**
 * The banner's behaviour: shown until a choice is stored, then removed. Its words come rendered
 * from the server (ConsentBanner), so they weigh on no page's JavaScript.
 */
export function ConsentBannerFrame({
  label,
  notice,
  rejectLabel,
  acceptLabel,
}: {
  label: string;
  notice: ReactNode;
  rejectLabel: string;
  acceptLabel: string;
}) {
  const visible = useSyncExternalStore(
    subscribeToConsent,
    () => currentConsent() === undefined,
    () => true,
  );
  // Until the page's script runs, a click would be lost: the buttons wait for it.
  const interactive = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  const banner = useBannerRoom(visible);

  if (!visible) return null;
  const decide = (decision: "accepted" | "rejected") => {
    decideConsent(decision);
    // Experiments bucket only visitors who accepted; others keep the control variation.
    if (decision === "accepted" && !document.cookie.includes(`${visitorCookie}=`)) {
      document.cookie = `${visitorCookie}=${crypto.randomUUID()}; path=/; max-age=${oneYear}; samesite=lax`;
    }
  };

  return (
    <section
      ref={banner}
      id={consentPreferencesId}
      data-consent-banner=""
      aria-label={label}
      className="fixed inset-x-0 bottom-0 z-(--z-index-navbar) border-t border-surface-alt bg-white px-4 py-3 shadow-[0_-4px_16px_rgba(0,0,0,0.12)] md:py-4"
    >
      {/* On a phone it keeps to two lines of words over the two buttons side by side: the page
          under it stays the larger part of the screen until the visitor answers. */}
      <div className="mx-auto flex max-w-(--container-page) flex-col gap-2 md:flex-row md:items-center md:gap-3">
        {notice}
        <div className="flex gap-3">
          <button
            type="button"
            onClick={() => decide("rejected")}
            disabled={!interactive}
            className="h-11 flex-auto rounded-full border-2 border-brand px-4 font-semibold whitespace-nowrap text-brand md:flex-none md:px-5"
          >
            {rejectLabel}
          </button>
          <button
            type="button"
            onClick={() => decide("accepted")}
            disabled={!interactive}
            className="h-11 flex-auto rounded-full bg-brand px-4 font-semibold whitespace-nowrap text-white md:flex-none md:px-5"
          >
            {acceptLabel}
          </button>
        </div>
      </div>
    </section>
  );
}
