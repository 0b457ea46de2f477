"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { useCallApi } from "@/lib/api-client";
import { Dialog, DialogClose, DialogPanel } from "@/ui/dialog";
import { useToast } from "@/ui/toast";
import { garageEndpoints } from "../endpoints";
import { transferDialogTexts } from "../texts/transfer-dialog";
import { garageHeadingId } from "./garage-views";

export interface AcceptTransferDialogProps {
  requestId: number;
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Accepting hands the vehicle to someone else and cancels its bookings to come, as a removal
 * does: the owner confirms first, in the same kind of dialog.
 */
export function AcceptTransferDialog({
  requestId,
  label,
  open,
  onOpenChange,
}: AcceptTransferDialogProps) {
  const t = transferDialogTexts;
  const callApi = useCallApi();
  const router = useRouter();
  const { showToast } = useToast();
  const [busy, setBusy] = useState(false);
  // Once accepted, the request (and the button that opened the dialog) leaves the page.
  const accepted = useRef(false);
  async function accept() {
    setBusy(true);
    const answer = await callApi(garageEndpoints.decideTransfer, {
      body: { requestId, decision: "accept" },
    });
    setBusy(false);
    if (!answer.ok) {
      showToast(answer.error.message, "error");
      return;
    }
    accepted.current = true;
    onOpenChange(false);
    showToast(t.accepted, "success");
    router.refresh();
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogPanel
        size="medium"
        title={t.acceptConfirmTitle}
        description={
          <>
            <strong>{label}</strong>. {t.acceptConfirmText}
          </>
        }
        onCloseAutoFocus={(event) => {
          if (!accepted.current) return;
          event.preventDefault();
          document.getElementById(garageHeadingId)?.focus();
        }}
      >
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <button
              type="button"
              className="rounded-full border-2 border-brand px-5 py-2 font-semibold text-brand"
            >
              {t.cancel}
            </button>
          </DialogClose>
          <button
            type="button"
            onClick={accept}
            disabled={busy}
            className="rounded-full bg-brand px-5 py-2 font-semibold text-white disabled:opacity-60"
          >
            {t.acceptConfirm}
          </button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
