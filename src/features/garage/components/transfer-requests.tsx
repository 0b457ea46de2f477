"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useCallsOnDemand } from "@/lib/api-client/use-calls-on-demand";
import { loadOnFirstUse } from "@/ui/load-on-first-use";
import { useToast } from "@/ui/toast";
import { loadGarageEndpoints } from "./garage-calls";
import { garageHeadingId } from "./garage-views";
import { garageActionTexts } from "../texts/garage-actions";

// Few owners ever accept a transfer: the confirmation and Radix Dialog load on the first click.
const AcceptTransferDialog = loadOnFirstUse(() =>
  import("./accept-transfer-dialog").then((module) => module.AcceptTransferDialog),
);

interface TransferRequest {
  id: number;
  vehicleLabel: string;
  direction: "incoming" | "outgoing";
}

interface TransferRequestsProps {
  requests: TransferRequest[];
}

/** Claims on this owner's vehicles (to accept or decline) and the owner's own claims waiting. */
export function TransferRequests({ requests }: TransferRequestsProps) {
  const t = garageActionTexts;
  const router = useRouter();
  const callApi = useCallsOnDemand(loadGarageEndpoints);
  const { showToast } = useToast();
  const [confirming, setConfirming] = useState<TransferRequest | null>(null);
  const [open, setOpen] = useState(false);
  async function decline(requestId: number) {
    const answer = await callApi("decideTransfer", { body: { requestId, decision: "decline" } });
    if (!answer.ok) {
      showToast(answer.error.message, "error");
      return;
    }
    showToast(t.transferDeclined, "success");
    // The request's buttons leave the page with it.
    document.getElementById(garageHeadingId)?.focus();
    router.refresh();
  }
  function askToAccept(request: TransferRequest) {
    setConfirming(request);
    setOpen(true);
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
                {request.direction === "incoming" ? (
                  <>
                    <p className="wrap-anywhere">{t.transferIncoming(request.vehicleLabel)}</p>
                    <div className="flex gap-3">
                      <button
                        type="button"
                        onClick={() => askToAccept(request)}
                        aria-haspopup="dialog"
                        aria-expanded={open && confirming?.id === request.id}
                        className="rounded-full bg-brand px-4 py-2 font-semibold text-white"
                      >
                        {t.transferAccept}
                      </button>
                      <button
                        type="button"
                        onClick={() => decline(request.id)}
                        className="rounded-full border-2 border-brand px-4 py-2 font-semibold text-brand"
                      >
                        {t.transferDecline}
                      </button>
                    </div>
                  </>
                ) : (
                  <p className="wrap-anywhere">{t.transferOutgoing(request.vehicleLabel)}</p>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {/* Beside the list, not in it: the dialog stays mounted, to close, when the list goes. */}
      {confirming ? (
        <AcceptTransferDialog
          requestId={confirming.id}
          label={confirming.vehicleLabel}
          open={open}
          onOpenChange={setOpen}
        />
      ) : null}
    </>
  );
}
