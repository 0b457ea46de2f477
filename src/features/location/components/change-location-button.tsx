"use client";

import { chooserTexts } from "../chooser-texts";
import { openLocationChooserEvent } from "./location-events";
import { textLinkClass } from "@/ui/text-link";

/**
 * "Alterar localização" beside what a page shows for a place: opens the top bar's chooser.
 * Without JavaScript it hides, and the top bar's plain form takes its part.
 */
export function ChangeLocationButton() {
  return (
    <button
      type="button"
      data-needs-script=""
      aria-haspopup="dialog"
      onClick={() => window.dispatchEvent(new Event(openLocationChooserEvent))}
      className={textLinkClass({ touch: true })}
    >
      {chooserTexts.change}
    </button>
  );
}
