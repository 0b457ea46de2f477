"use client";

import { locationTexts } from "../texts";
import { openLocationChooserEvent } from "./location-events";

/** "Alterar localização" beside what a page shows for a place: opens the top bar's chooser. */
export function ChangeLocationButton() {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => window.dispatchEvent(new Event(openLocationChooserEvent))}
      className="inline-flex min-h-11 items-center font-semibold text-brand-accent underline"
    >
      {locationTexts.change}
    </button>
  );
}
