"use client";

import { useState } from "react";
import { Button } from "@/ui/button";
import { Spinner } from "@/ui/spinner";
import type { Place } from "../domain/place";
import { locationTexts } from "../texts";
import { PlaceCombobox } from "./place-combobox";

/**
 * SPEC.md section 5: confirm stays disabled until a place is chosen from the suggestions. The
 * choice lives here, in the panel's content, which closing unmounts: the dialog itself stays
 * mounted between openings, and a choice kept there outlived a confirmed change, enabling
 * "Confirmar" over an empty field the next time.
 */
export function LocationForm({
  busy,
  onConfirm,
  onUseMyLocation,
  onDone,
}: {
  busy: "text" | "position" | undefined;
  onConfirm: (place: Place) => Promise<boolean>;
  onUseMyLocation: () => Promise<boolean>;
  /** Called once the place is taken: the dialog closes, and this form with it. */
  onDone: () => void;
}) {
  const [chosen, setChosen] = useState<Place | undefined>(undefined);

  return (
    <form
      className="mt-5"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!chosen || busy) return;
        if (await onConfirm(chosen)) onDone();
      }}
    >
      <PlaceCombobox onChoose={setChosen} />
      <button
        type="button"
        disabled={busy !== undefined}
        aria-busy={busy === "position"}
        onClick={async () => {
          if (await onUseMyLocation()) onDone();
        }}
        className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-full px-2 font-semibold text-brand-accent underline-offset-4 hover:underline disabled:opacity-60"
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="4" fill="currentColor" />
          <path
            d="M12 2v3M12 19v3M2 12h3M19 12h3"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
          <circle cx="12" cy="12" r="7.5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        {busy === "position" ? locationTexts.locating : locationTexts.useMyLocation}
      </button>
      <div className="mt-6 flex justify-center">
        <Button type="submit" disabled={!chosen || busy !== undefined} aria-busy={busy === "text"}>
          {busy === "text" ? (
            <Spinner size={24} label={locationTexts.confirming} />
          ) : (
            locationTexts.confirm
          )}
        </Button>
      </div>
    </form>
  );
}
