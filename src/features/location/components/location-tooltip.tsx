"use client";

import { chooserTexts } from "../chooser-texts";
import { CloseIcon } from "@/ui/close-icon";

/** SPEC.md section 4: the invitation shown while the visitor is still on the day-old default. */
export function LocationTooltip({
  onAction,
  onDismiss,
}: {
  onAction: () => void;
  onDismiss: () => void;
}) {
  // A white edge keeps the bubble apart from the navy hero it opens over on a phone.
  return (
    <div
      role="region"
      aria-label={chooserTexts.tooltip}
      className="absolute top-full left-0 z-(--z-index-navbar) mt-2 w-64 rounded-xl bg-brand p-4 text-white shadow-lg ring-2 ring-white"
    >
      <span
        aria-hidden="true"
        className="absolute -top-[7px] left-6 h-3 w-3 rotate-45 border-t-2 border-l-2 border-white bg-brand"
      />
      <div className="flex items-start justify-between gap-2">
        <p className="font-semibold">{chooserTexts.tooltip}</p>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={chooserTexts.tooltipClose}
          className="-mt-2 -mr-2 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full"
        >
          <CloseIcon size={12} strokeWidth={2.5} />
        </button>
      </div>
      <button
        type="button"
        onClick={onAction}
        className="mt-3 inline-flex min-h-10 items-center rounded-full bg-white px-4 text-sm font-semibold text-brand"
      >
        {chooserTexts.tooltipAction}
      </button>
    </div>
  );
}
