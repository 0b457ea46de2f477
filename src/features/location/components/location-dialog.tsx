"use client";

import { useRef } from "react";
import { Dialog, DialogPanel } from "@/ui/dialog";
import type { Place } from "../domain/place";
import { locationTexts } from "../texts";
import { LocationForm } from "./location-form";

interface LocationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: "text" | "position" | undefined;
  onConfirm: (place: Place) => Promise<boolean>;
  onUseMyLocation: () => Promise<boolean>;
}

/** The chooser's dialog; its form is mounted anew with each opening. */
export function LocationDialog({
  open,
  onOpenChange,
  busy,
  onConfirm,
  onUseMyLocation,
}: LocationDialogProps) {
  const content = useRef<HTMLDivElement>(null);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogPanel
        ref={content}
        title={locationTexts.dialogTitle}
        description={locationTexts.dialogDescription}
        closeLabel={locationTexts.close}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          content.current?.querySelector<HTMLInputElement>('[role="combobox"]')?.focus();
        }}
        onEscapeKeyDown={(event) => {
          // Escape in an open suggestion list closes the list, not the dialog.
          const target = event.target;
          if (target instanceof HTMLElement && target.getAttribute("aria-expanded") === "true")
            event.preventDefault();
        }}
      >
        <LocationForm
          busy={busy}
          onConfirm={onConfirm}
          onUseMyLocation={onUseMyLocation}
          onDone={() => onOpenChange(false)}
        />
      </DialogPanel>
    </Dialog>
  );
}
