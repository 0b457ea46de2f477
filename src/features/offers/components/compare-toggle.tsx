"use client";

import { addToComparison, removeFromComparison } from "../domain/comparison";
import { compareTexts } from "../compare-texts";
import { setComparedOffers, setComparisonNotice, useComparedOffers } from "./comparison-store";

/**
 * `short` in the comparison's columns, a third of a phone: one word the width of its column, since
 * the column already names the offer it removes (and the button's name says it too).
 */
export function CompareToggle({
  offerId,
  title,
  short = false,
}: {
  offerId: number;
  title: string;
  short?: boolean;
}) {
  const ids = useComparedOffers();
  const chosen = ids.includes(offerId);
  const toggle = () => {
    if (chosen) {
      setComparedOffers(removeFromComparison(ids, offerId));
      setComparisonNotice("");
      return;
    }
    const change = addToComparison(ids, offerId);
    if (change.ok) {
      setComparedOffers(change.ids);
      setComparisonNotice("");
    } else if (change.reason === "limit") {
      setComparisonNotice(compareTexts.limit, offerId);
    }
  };
  return (
    <button
      type="button"
      data-needs-script=""
      onClick={toggle}
      aria-pressed={chosen}
      data-compare-offer={offerId}
      aria-label={chosen ? compareTexts.removeLabel(title) : compareTexts.addLabel(title)}
      className={`inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-brand text-sm font-semibold text-brand aria-pressed:bg-brand aria-pressed:text-white ${short ? "w-full max-w-40 justify-center px-1" : "px-4"}`}
    >
      {short ? null : <span aria-hidden="true">{chosen ? "✓" : "+"}</span>}
      {chosen ? (short ? compareTexts.removeShort : compareTexts.remove) : compareTexts.add}
    </button>
  );
}
