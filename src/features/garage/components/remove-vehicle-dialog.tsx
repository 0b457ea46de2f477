"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useCallApi } from "@/lib/api-client";
import { Dialog, DialogClose, DialogPanel } from "@/ui/dialog";
import { useToast } from "@/ui/toast";
import { garageEndpoints } from "../endpoints";
import { removeDialogTexts } from "../texts/remove-dialog";

export interface RemoveVehicleDialogProps {
  vehicleId: number;
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The confirmation of a removal: the vehicle leaves the garage and becomes free for a new owner. */
export function RemoveVehicleDialog({
  vehicleId,
  label,
  open,
  onOpenChange,
}: RemoveVehicleDialogProps) {
  const t = removeDialogTexts;
  const callApi = useCallApi();
  const router = useRouter();
  const { showToast } = useToast();
  const [busy, setBusy] = useState(false);
  async function remove() {
    setBusy(true);
    const answer = await callApi(garageEndpoints.removeVehicle, { query: { vehicleId } });
    setBusy(false);
    if (!answer.ok) {
      showToast(answer.error.message, "error");
      return;
    }
    onOpenChange(false);
    showToast(t.removed, "success");
    router.refresh();
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogPanel
        size="medium"
        title={t.removeConfirmTitle}
        description={
          <>
            <strong>{label}</strong>. {t.removeConfirmText}
          </>
        }
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
            onClick={remove}
            disabled={busy}
            className="rounded-full bg-danger px-5 py-2 font-semibold text-white disabled:opacity-60"
          >
            {t.removeConfirm}
          </button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
