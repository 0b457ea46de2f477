"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { useApiFetch } from "@/lib/client-config";
import { Button } from "@/ui/button";
import { schedulingTexts as t } from "../../texts";
import { Field, inputClass } from "../field";
import { LoginPrompt } from "../login-prompt";
import type { StepProps } from "../wizard-types";

/** correction_revision's last step: what to correct, sent through /api/v1/claim/service. */
export function ClaimStep({ cart, dispatch, setup }: StepProps) {
  const apiFetch = useApiFetch();
  const router = useRouter();
  const key = useRef<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const short = cart.additionalInformation.trim().length < 10;

  const submit = async () => {
    if (short || !cart.vehicle || !cart.dealer || !cart.selectedRevision) {
      setFailure(t.errors.claimDescription);
      return;
    }
    setSending(true);
    key.current ??= crypto.randomUUID();
    const response = await apiFetch("/api/v1/claim/service", {
      method: "POST",
      headers: { "idempotency-key": key.current },
      body: JSON.stringify({
        vehicle: cart.vehicle.id
          ? { vehicleId: cart.vehicle.id }
          : {
              modelCode: cart.vehicle.modelCode,
              modelYear: cart.vehicle.modelYear,
              plate: cart.vehicle.plate,
            },
        dealerCode: cart.dealer.code,
        revisionNumber: cart.selectedRevision.revisionNumber,
        servicePerformedDate: cart.servicePerformedDate,
        revisionOdometer: cart.revisionOdometer ?? 0,
        description: cart.additionalInformation,
      }),
    }).catch(() => undefined);
    setSending(false);
    const body = response ? await response.json() : undefined;
    if (response?.ok) {
      router.push(`/agendamento/servicos/confirmacao?claim=${body.protocol as string}`);
      return;
    }
    key.current = null;
    setFailure(body?.error?.message ?? t.errors.generic);
  };

  return (
    <div className="flex flex-col gap-4">
      <Field id="claim-description" label={t.claimDescription} error={failure ?? undefined}>
        <textarea
          id="claim-description"
          className={`${inputClass} min-h-32`}
          maxLength={2000}
          value={cart.additionalInformation}
          onChange={(event) =>
            dispatch({ type: "setAdditionalInformation", text: event.target.value })
          }
        />
      </Field>
      {setup.loggedIn ? (
        <Button disabled={sending || short} onClick={() => void submit()}>
          {t.sendClaim}
        </Button>
      ) : (
        <LoginPrompt returnTo="/agendamento/servicos?flow=correction_revision" />
      )}
    </div>
  );
}
