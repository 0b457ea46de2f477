"use client";

import { useRouter } from "next/navigation";
import { useCallApi } from "@/lib/api-client";
import { useToast } from "@/ui/toast";
import { garageEndpoints } from "../endpoints";
import { transferDialogTexts } from "../texts/transfer-dialog";
import { garageHeadingId } from "./garage-views";
import { VehicleConfirmDialog } from "./vehicle-confirm-dialog";

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
  async function accept() {
    const answer = await callApi(garageEndpoints.decideTransfer, {
      body: { requestId, decision: "accept" },
    });
    if (!answer.ok) {
      showToast(answer.error.message, "error");
      return false;
    }
    showToast(t.accepted, "success");
    router.refresh();
    return true;
  }
  // Once accepted, the request and the button that opened the dialog leave the page.
  return (
    <VehicleConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.acceptConfirmTitle}
      label={label}
      text={t.acceptConfirmText}
      cancelLabel={t.cancel}
      confirmLabel={t.acceptConfirm}
      tone="brand"
      onConfirm={accept}
      focusAfterId={garageHeadingId}
    />
  );
}
