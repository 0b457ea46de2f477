"use client";

import { useState } from "react";
import { loadOnFirstUse } from "@/ui/load-on-first-use";
import type { TransferDecision } from "./transfer-decision-dialog";
import { garageActionTexts } from "../texts/garage-actions";

// Few owners ever answer a transfer: the confirmation and Radix Dialog load on the first click.
const TransferDecisionDialog = loadOnFirstUse(() =>
  import("./transfer-decision-dialog").then((module) => module.TransferDecisionDialog),
);

interface TransferRequest {
  id: number;
  vehicleLabel: string;
  direction: "incoming" | "outgoing";
  /** What the request says, until when it waits included (transferRequestText, on the server). */
  text: string;
}

interface TransferRequestsProps {
  requests: TransferRequest[];
}

/** Claims on this owner's vehicles (to accept or decline) and the owner's own claims waiting. */
export function TransferRequests({ requests }: TransferRequestsProps) {
  const t = garageActionTexts;
  const [confirming, setConfirming] = useState<{
    request: TransferRequest;
    decision: TransferDecision;
  } | null>(null);
  const [open, setOpen] = useState(false);
  function ask(request: TransferRequest, decision: TransferDecision) {
    setConfirming({ request, decision });
    setOpen(true);
  }
  function asking(request: TransferRequest, decision: TransferDecision) {
    return open && confirming?.request.id === request.id && confirming.decision === decision;
  }
  return (
    <>
      {requests.length > 0 ? (
        <section aria-labelledby="transfers-title" className="rounded-lg border border-line p-4">
          <h2 id="transfers-title" className="text-lg font-bold text-brand">
            {t.transfersTitle}
          </h2>
          <ul className="mt-2 flex flex-col gap-3">
            {requests.map((request) => (
              <li key={request.id} className="flex flex-col gap-2">
                <p className="wrap-anywhere">{request.text}</p>
                {request.direction === "incoming" ? (
                  <div className="flex gap-3">
                    <button
                      type="button"
                      onClick={() => ask(request, "accept")}
                      aria-haspopup="dialog"
                      aria-expanded={asking(request, "accept")}
                      className="rounded-full bg-brand px-4 py-2 font-semibold text-white"
                    >
                      {t.transferAccept}
                    </button>
                    <button
                      type="button"
                      onClick={() => ask(request, "decline")}
                      aria-haspopup="dialog"
                      aria-expanded={asking(request, "decline")}
                      className="rounded-full border-2 border-brand px-4 py-2 font-semibold text-brand"
                    >
                      {t.transferDecline}
                    </button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {/* Beside the list, not in it: the dialog stays mounted, to close, when the list goes. */}
      {confirming ? (
        <TransferDecisionDialog
          requestId={confirming.request.id}
          label={confirming.request.vehicleLabel}
          decision={confirming.decision}
          open={open}
          onOpenChange={setOpen}
        />
      ) : null}
    </>
  );
}
