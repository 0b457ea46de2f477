"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useToast } from "@/ui/toast";
import { garageTexts } from "../texts";
import { useGarageApi } from "./use-garage-api";

/** Removing asks first: the vehicle leaves the garage and becomes free for a new owner. */
export function RemoveVehicleButton({ vehicleId, label }: { vehicleId: number; label: string }) {
  const t = garageTexts.garage;
  const api = useGarageApi();
  const router = useRouter();
  const { showToast } = useToast();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  async function remove() {
    setBusy(true);
    const answer = await api(`/api/v1/core/vehicles?vehicleId=${vehicleId}`, "DELETE");
    setBusy(false);
    if (!answer.ok) {
      showToast(answer.error.message, "error");
      return;
    }
    setOpen(false);
    showToast(t.removed, "success");
    router.refresh();
  }
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button
          type="button"
          className="self-start rounded-full border-2 border-danger px-5 py-2 font-semibold text-danger"
        >
          {t.remove}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[1200] bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[1201] w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-bold text-brand">
            {t.removeConfirmTitle}
          </Dialog.Title>
          <Dialog.Description className="mt-2">
            <strong>{label}</strong>. {t.removeConfirmText}
          </Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <button
                type="button"
                className="rounded-full border-2 border-brand px-5 py-2 font-semibold text-brand"
              >
                {t.cancel}
              </button>
            </Dialog.Close>
            <button
              type="button"
              onClick={remove}
              disabled={busy}
              className="rounded-full bg-danger px-5 py-2 font-semibold text-white disabled:opacity-60"
            >
              {t.removeConfirm}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
