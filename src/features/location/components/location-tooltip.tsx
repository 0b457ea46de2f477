"use client";

import { locationTexts } from "../texts";

/** SPEC.md section 4: the invitation shown while the visitor is still on the day-old default. */
export function LocationTooltip({
  onAction,
  onDismiss,
}: {
  onAction: () => void;
  onDismiss: () => void;
}) {
  return (
    <div
      role="region"
      aria-label={locationTexts.tooltip}
      className="absolute top-full left-0 z-(--z-index-navbar) mt-2 w-64 rounded-xl bg-brand p-4 text-white shadow-lg"
    >
      <span aria-hidden="true" className="absolute -top-1.5 left-6 h-3 w-3 rotate-45 bg-brand" />
      <div className="flex items-start justify-between gap-2">
        <p className="font-semibold">{locationTexts.tooltip}</p>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={locationTexts.tooltipClose}
          className="-mt-2 -mr-2 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full"
        >
          <svg width="12" height="12" viewBox="0 0 20 20" aria-hidden="true">
            <path
              d="M4 4l12 12M16 4L4 16"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </div>
      <button
        type="button"
        onClick={onAction}
        className="mt-3 inline-flex min-h-10 items-center rounded-full bg-white px-4 text-sm font-semibold text-brand"
      >
        {locationTexts.tooltipAction}
      </button>
    </div>
  );
}
