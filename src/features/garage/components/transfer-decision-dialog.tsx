"use client";

import { useCallApi } from "@/lib/api-client";
import { garageEndpoints } from "../endpoints";
import { transferDialogTexts } from "../texts/transfer-dialog";
import { garageHeadingId } from "./garage-views";
import { useConfirmedChange } from "./use-confirmed-change";
import { VehicleConfirmDialog } from "./vehicle-confirm-dialog";

export type TransferDecision = "accept" | "decline";

export interface TransferDecisionDialogProps {
  requestId: number;
  label: string;
  decision: TransferDecision;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const wordsOf = {
  accept: {
    title: transferDialogTexts.acceptConfirmTitle,
    text: transferDialogTexts.acceptConfirmText,
    cancel: transferDialogTexts.acceptCancel,
    confirm: transferDialogTexts.acceptConfirm,
    done: transferDialogTexts.accepted,
  },
  decline: {
    title: transferDialogTexts.declineConfirmTitle,
    text: transferDialogTexts.declineConfirmText,
    cancel: transferDialogTexts.declineCancel,
    confirm: transferDialogTexts.declineConfirm,
    done: transferDialogTexts.declined,
  },
} as const;

/**
 * Either answer to a claim ends it for good: accepting hands the vehicle to someone else and
 * cancels its bookings to come, as a removal does; declining mails the requester and bars asking
 * again for 24 hours. A misplaced click on either should not decide, so the owner confirms first.
 */
export function TransferDecisionDialog({
  requestId,
  label,
  decision,
  open,
  onOpenChange,
}: TransferDecisionDialogProps) {
  const words = wordsOf[decision];
  const callApi = useCallApi();
  const change = useConfirmedChange();
  const decide = () =>
    change(callApi(garageEndpoints.decideTransfer, { body: { requestId, decision } }), words.done);
  // Once decided, the request and the button that opened the dialog leave the page.
  return (
    <VehicleConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={words.title}
      label={label}
      text={words.text}
      cancelLabel={words.cancel}
      confirmLabel={words.confirm}
      tone="brand"
      onConfirm={decide}
      focusAfterId={garageHeadingId}
    />
  );
}
