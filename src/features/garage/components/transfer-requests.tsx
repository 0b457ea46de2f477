"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useCallsOnDemand } from "@/lib/api-client/use-calls-on-demand";
import { loadGarageEndpoints } from "./garage-calls";
import { garageActionTexts } from "../texts/garage-actions";

interface TransferRequestsProps {
  requests: { id: number; vehicleLabel: string; direction: "incoming" | "outgoing" }[];
}

/** Claims on this owner's vehicles (to accept or decline) and the owner's own claims waiting. */
export function TransferRequests({ requests }: TransferRequestsProps) {
  const t = garageActionTexts;
  const router = useRouter();
  const callApi = useCallsOnDemand(loadGarageEndpoints);
  const [error, setError] = useState<string | null>(null);
  async function decide(requestId: number, decision: "accept" | "decline") {
    const answer = await callApi("decideTransfer", { body: { requestId, decision } });
    if (!answer.ok) setError(answer.error.message);
    router.refresh();
  }
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="transfers-title" className="rounded-lg border border-line p-4">
      <h2 id="transfers-title" className="text-lg font-bold text-brand">
        {t.transfersTitle}
      </h2>
      <ul className="mt-2 flex flex-col gap-3">
        {requests.map((request) => (
          <li key={request.id} className="flex flex-col gap-2">
            {request.direction === "incoming" ? (
              <>
                <p>{t.transferIncoming(request.vehicleLabel)}</p>
                <div className="flex gap-3">
                  <button
                    type="button"
                    onClick={() => decide(request.id, "accept")}
                    className="rounded-full bg-brand px-4 py-2 font-semibold text-white"
                  >
                    {t.transferAccept}
                  </button>
                  <button
                    type="button"
                    onClick={() => decide(request.id, "decline")}
                    className="rounded-full border-2 border-brand px-4 py-2 font-semibold text-brand"
                  >
                    {t.transferDecline}
                  </button>
                </div>
              </>
            ) : (
              <p>{t.transferOutgoing(request.vehicleLabel)}</p>
            )}
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="text-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
