"use client";

import { useCallApi } from "@/lib/api-client";
import { garageEndpoints } from "../endpoints";
import { removeDialogTexts } from "../texts/remove-dialog";
import { garageHeadingId } from "./garage-views";
import { useConfirmedChange } from "./use-confirmed-change";
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
  const change = useConfirmedChange();
  const remove = () =>
    change(callApi(garageEndpoints.removeVehicle, { query: { vehicleId } }), t.removed);
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
      // The removed car's view, and the button that opened this, leave with it.
      focusAfterId={garageHeadingId}
    />
  );
}
