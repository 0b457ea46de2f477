"use client";

import { useRouter } from "next/navigation";
import { useCallApi } from "@/lib/api-client";
import { useToast } from "@/ui/toast";
import { garageEndpoints } from "../endpoints";
import { removeDialogTexts } from "../texts/remove-dialog";
import { VehicleConfirmDialog } from "./vehicle-confirm-dialog";

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
  async function remove() {
    const answer = await callApi(garageEndpoints.removeVehicle, { query: { vehicleId } });
    if (!answer.ok) {
      showToast(answer.error.message, "error");
      return false;
    }
    showToast(t.removed, "success");
    router.refresh();
    return true;
  }
  return (
    <VehicleConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.removeConfirmTitle}
      label={label}
      text={t.removeConfirmText}
      cancelLabel={t.cancel}
      confirmLabel={t.removeConfirm}
      tone="danger"
      onConfirm={remove}
    />
  );
}
