"use client";

import Link from "next/link";
import { compareTexts } from "../island-texts";
import {
  setComparedOffers,
  setComparisonNotice,
  useComparedOffers,
  useComparisonNotice,
} from "./comparison-store";

/** The bar that follows the shopper with the chosen offers; its live region announces refusals. */
export function ComparisonTray() {
  const ids = useComparedOffers();
  const notice = useComparisonNotice();
  return (
    <div className="sticky bottom-0 z-10 mt-8">
      <p
        role="status"
        className="empty:hidden bg-danger rounded-t-xl px-5 py-3 font-semibold text-white"
      >
        {notice}
      </p>
      {ids.length > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-t-xl bg-brand px-5 py-3 text-white">
          <p className="font-semibold">{compareTexts.tray(ids.length)}</p>
          <div className="flex items-center gap-3">
            <button
              type="button"
              className="min-h-11 px-2 underline"
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
              className="inline-flex min-h-11 items-center rounded-full bg-white px-5 font-semibold text-brand"
            >
              {compareTexts.open}
            </Link>
          </div>
        </div>
      ) : null}
    </div>
  );
}
