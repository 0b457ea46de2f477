"use client";

import { useRef, useState, type ReactNode } from "react";
import { Dialog, DialogClose, DialogPanel } from "@/ui/dialog";

const toneClass = { danger: "bg-danger", brand: "bg-brand" } as const;

/**
 * A vehicle's irreversible step (removal, hand-over), confirmed first: focus starts on the safe
 * button and Esc cancels. `onConfirm` answers whether it was done; only then the dialog closes,
 * and focus goes to `focusAfterId` when the button that opened it leaves the page with the step.
 */
export function VehicleConfirmDialog({
  open,
  onOpenChange,
  title,
  label,
  text,
  cancelLabel,
  confirmLabel,
  tone,
  onConfirm,
  focusAfterId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  label: string;
  text: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  tone: keyof typeof toneClass;
  onConfirm: () => Promise<boolean>;
  focusAfterId?: string;
}) {
  const [busy, setBusy] = useState(false);
  const done = useRef(false);
  async function confirm() {
    setBusy(true);
    done.current = await onConfirm();
    setBusy(false);
    if (done.current) onOpenChange(false);
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogPanel
        size="medium"
        title={title}
        description={
          <>
            <strong>{label}</strong>. {text}
          </>
        }
        onCloseAutoFocus={(event) => {
          // Each opening asks afresh: a step done before must not send a later "Cancelar" on.
          const stepDone = done.current;
          done.current = false;
          if (!stepDone || !focusAfterId) return;
          event.preventDefault();
          document.getElementById(focusAfterId)?.focus();
        }}
      >
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <button
              type="button"
              className="rounded-full border-2 border-brand px-5 py-2 font-semibold text-brand"
            >
              {cancelLabel}
            </button>
          </DialogClose>
          <button
            type="button"
            onClick={confirm}
            disabled={busy}
            className={`rounded-full ${toneClass[tone]} px-5 py-2 font-semibold text-white disabled:opacity-60`}
          >
            {confirmLabel}
          </button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
