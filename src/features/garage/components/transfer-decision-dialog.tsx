"use client";

import { useRouter } from "next/navigation";
import { useCallApi } from "@/lib/api-client";
import { useToast } from "@/ui/toast";
import { garageEndpoints } from "../endpoints";
import { transferDialogTexts } from "../texts/transfer-dialog";
import { garageHeadingId } from "./garage-views";
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
  const router = useRouter();
  const { showToast } = useToast();
  async function decide() {
    const answer = await callApi(garageEndpoints.decideTransfer, {
      body: { requestId, decision },
    });
    if (!answer.ok) {
      showToast(answer.error.message, "error");
      return false;
    }
    showToast(words.done, "success");
    router.refresh();
    return true;
  }
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
