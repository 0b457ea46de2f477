"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
import { compareTexts } from "../island-texts";
import {
  refusedComparisonOffer,
  setComparedOffers,
  setComparisonNotice,
  useComparedOffers,
  useComparisonNotice,
} from "./comparison-store";
import { useRoomAtTheBottom } from "./room-at-the-bottom";

/** The bar that follows the shopper with the chosen offers; its live region announces refusals. */
export function ComparisonTray() {
  const ids = useComparedOffers();
  const notice = useComparisonNotice();
  const tray = useRef<HTMLDivElement>(null);
  useRoomAtTheBottom(tray);
  // A refusal belongs to the page it was made on: it does not follow the shopper to the next one.
  useEffect(() => () => setComparisonNotice(""), []);
  return (
    <div ref={tray} data-comparison-tray className="sticky bottom-0 z-10 mt-8">
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
      {ids.length > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-t-xl bg-brand px-5 py-3 text-white">
          <p className="font-semibold">{compareTexts.tray(ids.length)}</p>
          {/* Each control on one line: at 390 px both labels wrapped inside their buttons. */}
          <div className="flex w-full flex-wrap items-center justify-between gap-x-3 gap-y-2 sm:w-auto">
            <button
              type="button"
              className="min-h-11 px-2 whitespace-nowrap underline"
              onClick={() => {
                // The tray leaves the page with this button: the keyboard goes back to the
                // first compared offer's card, not to the top of the document.
                const card =
                  document.querySelector<HTMLElement>(
                    '[data-compare-offer][aria-pressed="true"]',
                  ) ?? document.getElementById("conteudo");
                setComparedOffers([]);
                setComparisonNotice("");
                card?.focus();
              }}
            >
              {compareTexts.clear}
            </button>
            <Link
              href={`/ofertas/comparar?ofertas=${ids.join(",")}`}
              className="inline-flex min-h-11 items-center rounded-full bg-white px-5 font-semibold whitespace-nowrap text-brand"
            >
              {compareTexts.open}
            </Link>
          </div>
        </div>
      ) : null}
    </div>
  );
}
