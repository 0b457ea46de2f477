"use client";

import Link from "next/link";
import { useEffect } from "react";
import { useClientConfig } from "@/lib/client-config";
import { PageSkipLink } from "@/ui/page-skip-link";
import { comparisonSkipLink, compareTexts } from "../compare-texts";
import { setComparedOffers, setComparisonNotice } from "./comparison-store";

const barId = "comparacao";

/**
 * The comparison tray's bar: how many offers are chosen, clearing them, and the comparison. Fixed
 * at the bottom but last in the document, past every card of the listing: while it shows, a skip
 * link among the page's first ("Ir para a comparação") takes the keyboard to it.
 */
export function ComparisonBar({ ids }: { ids: readonly number[] }) {
  useEndedOffersLeave(ids);
  return (
    <div
      id={barId}
      tabIndex={-1}
      role="region"
      aria-labelledby={`${barId}-titulo`}
      // On a phone the bar keeps to two short lines: it covers the page's own buttons less.
      className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-t-xl bg-brand px-3 py-2 text-white sm:px-5 sm:py-3"
    >
      <PageSkipLink targetId={barId}>{comparisonSkipLink}</PageSkipLink>
      <p id={`${barId}-titulo`} className="text-sm font-semibold sm:text-base">
        {compareTexts.tray(ids.length)}
      </p>
      {/* Each control on one line (at 390 px both labels wrapped inside their buttons), and both
          controls on one line of their own on a phone. */}
      <div className="flex flex-wrap items-center gap-2 sm:gap-3">
        <button
          type="button"
          className="min-h-11 px-1 text-sm whitespace-nowrap underline sm:px-2 sm:text-base"
          onClick={() => {
            // The tray leaves the page with this button: the keyboard goes back to the
            // first compared offer's card, not to the top of the document.
            const card =
              document.querySelector<HTMLElement>('[data-compare-offer][aria-pressed="true"]') ??
              document.getElementById("conteudo");
            setComparedOffers([]);
            setComparisonNotice("");
            card?.focus();
          }}
        >
          {compareTexts.clear}
        </button>
        <Link
          href={`/ofertas/comparar?ofertas=${ids.join(",")}`}
          className="inline-flex min-h-11 items-center rounded-full bg-white px-3 text-sm font-semibold whitespace-nowrap text-brand sm:px-5 sm:text-base"
        >
          {compareTexts.open}
        </Link>
      </div>
    </div>
  );
}

/**
 * Offers chosen on an earlier visit that have ended since leave the tray: counted, they would
 * refuse a new offer as a fourth. The check and the API client load with the bar, not with the
 * listing, and a failed one leaves the choice as it is.
 */
function useEndedOffersLeave(ids: readonly number[]) {
  const { apiKey } = useClientConfig();
  useEffect(() => {
    let live = true;
    import("./ended-offers")
      .then((module) => module.endedOffers(apiKey, ids))
      .then(
        (ended) => {
          if (live && ended.length > 0) {
            setComparedOffers(ids.filter((id) => !ended.includes(id)));
          }
        },
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [apiKey, ids]);
}
