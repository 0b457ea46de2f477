"use client";

import { addToComparison, removeFromComparison } from "../domain/comparison";
import { compareTexts } from "../island-texts";
import { setComparedOffers, setComparisonNotice, useComparedOffers } from "./comparison-store";

export function CompareToggle({ offerId, title }: { offerId: number; title: string }) {
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
      onClick={toggle}
      aria-pressed={chosen}
      data-compare-offer={offerId}
      aria-label={chosen ? compareTexts.removeLabel(title) : compareTexts.addLabel(title)}
      className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-brand px-4 text-sm font-semibold text-brand aria-pressed:bg-brand aria-pressed:text-white"
    >
      <span aria-hidden="true">{chosen ? "✓" : "+"}</span>
      {chosen ? compareTexts.remove : compareTexts.add}
    </button>
  );
}
