import type { ReactNode } from "react";
import { ChevronIcon } from "@/ui/chevron-icon";
import type { OfferFilters } from "../domain/offer-filters";
import { defaultOfferSort, type OfferSort } from "../domain/offer-sort";
import { offersTexts } from "../texts";

/**
 * On a phone the filters fold under one line, so the results start on the first screen; from `sm`
 * up they always show, open or not (::details-content), and the line is hidden. The line names a
 * chosen order too, as the folded results show in it. Server-rendered and script-free: it folds
 * before JavaScript loads, and without it.
 */
export function FiltersFold({
  applied,
  sort,
  children,
}: {
  applied: OfferFilters;
  sort: OfferSort;
  children: ReactNode;
}) {
  const appliedCount = [
    applied.category !== null,
    applied.carName,
    applied.buyType,
    applied.segments.length > 0,
  ].filter(Boolean).length;
  return (
    <details className="group rounded-2xl bg-surface-alt sm:[&::details-content]:[content-visibility:visible]">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 rounded-2xl px-5 py-2 font-semibold sm:hidden">
        {offersTexts.filtersFold(appliedCount, sort === defaultOfferSort ? null : sort)}
        <ChevronIcon
          direction="down"
          className="ml-auto transition-transform group-open:rotate-180"
        />
      </summary>
      {children}
    </details>
  );
}
