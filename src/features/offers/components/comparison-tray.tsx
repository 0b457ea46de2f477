"use client";

import { useEffect, useRef } from "react";
import { loadOnFirstUse } from "@/ui/load-on-first-use";
import { compareTexts } from "../compare-texts";
import {
  refusedComparisonOffer,
  setComparisonNotice,
  useComparedOffers,
  useComparisonNotice,
} from "./comparison-store";
import { useRoomAtTheBottom } from "./room-at-the-bottom";

// The bar's code loads with the first compared offer: most visits compare nothing, and every
// offers page carries the tray. Its live region stays here, present before anything is said.
const ComparisonBar = loadOnFirstUse(() =>
  import("./comparison-bar").then((module) => module.ComparisonBar),
);

/** The bar that follows the shopper with the chosen offers; its live region announces refusals. */
export function ComparisonTray() {
  const ids = useComparedOffers();
  const notice = useComparisonNotice();
  const tray = useRef<HTMLDivElement>(null);
  useRoomAtTheBottom(tray);
  // A refusal belongs to the page it was made on: it does not follow the shopper to the next one.
  useEffect(() => () => setComparisonNotice(""), []);
  // It stops above the consent banner while that shows: under it, a first visit's shopper never
  // saw the bar nor the refusal of a fourth offer.
  return (
    <div
      ref={tray}
      data-comparison-tray
      className="sticky bottom-[var(--consent-banner-room,0px)] z-10 mt-8"
    >
      <div
        className={
          notice
            ? "flex items-start gap-2 rounded-t-xl bg-danger py-1 pr-1 pl-5 text-white"
            : undefined
        }
      >
        <p role="status" className="flex-1 py-2 font-semibold empty:hidden">
          {notice}
        </p>
        {notice ? (
          <button
            type="button"
            aria-label={compareTexts.closeNotice}
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full text-2xl leading-none"
            onClick={() => {
              const refused = refusedComparisonOffer();
              setComparisonNotice("");
              // The button leaves with the notice: the keyboard goes back to the refused offer.
              document
                .querySelector<HTMLElement>(`[data-compare-offer="${refused ?? ""}"]`)
                ?.focus();
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      {ids.length > 0 ? <ComparisonBar ids={ids} /> : null}
    </div>
  );
}
