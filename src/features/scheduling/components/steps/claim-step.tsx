"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { useCallApi } from "@/lib/api-client";
import { Button } from "@/ui/button";
import { schedulingTexts as t } from "../../texts";
import { Field, inputClass } from "../field";
import { LoginPrompt } from "../login-prompt";
import { RefusalMessage } from "../refusal-message";
import { forgetSavedBooking } from "../saved-booking";
import { schedulingEndpoints } from "../../endpoints";
import type { StepProps } from "../wizard-types";

/** correction_revision's last step: what to correct, sent through /api/v1/claim/service. */
export function ClaimStep({ cart, dispatch, setup }: StepProps) {
  const callApi = useCallApi();
  const router = useRouter();
  const key = useRef<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Whether the failure is the description's own: a refusal of the date or the odometer (typed
  // steps back) or of the request as a whole is said apart, not marked on this field.
  const [describes, setDescribes] = useState(false);
  const [sentClaimHref, setSentClaimHref] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const short = cart.additionalInformation.trim().length < 10;

  const submit = async () => {
    if (sending) return;
    if (short || !cart.vehicle || !cart.dealer || !cart.selectedRevision) {
      setFailure(t.errors.claimDescription);
      setDescribes(true);
      setSentClaimHref(undefined);
      return;
    }
    setSending(true);
    key.current ??= crypto.randomUUID();
    const answer = await callApi(schedulingEndpoints.claim, {
      idempotencyKey: key.current,
      body: {
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
      },
    });
    setSending(false);
    if (answer.ok) {
      forgetSavedBooking();
      router.push(`/agendamento/servicos/confirmacao?claim=${answer.data.protocol}`);
      return;
    }
    // Offline the key is kept: the claim may have been saved, and a retry must not repeat it.
    if (answer.error.status !== 0) key.current = null;
    setFailure(answer.error.status === 0 ? t.errors.generic : answer.error.message);
    setDescribes(Boolean(answer.error.fields.description));
    const { claimHref } = answer.error.details;
    setSentClaimHref(typeof claimHref === "string" ? claimHref : undefined);
  };

  return (
    <div className="flex flex-col gap-4">
      <Field
        id="claim-description"
        label={t.claimDescription}
        hint={t.claimDescriptionHint}
        error={describes ? (failure ?? undefined) : undefined}
      >
        <textarea
          id="claim-description"
          aria-describedby={
            describes && failure
              ? "claim-description-hint claim-description-error"
              : "claim-description-hint"
          }
          aria-invalid={describes && Boolean(failure)}
          className={`${inputClass} min-h-32`}
          maxLength={2000}
          value={cart.additionalInformation}
          onChange={(event) =>
            dispatch({ type: "setAdditionalInformation", text: event.target.value })
          }
        />
      </Field>
      {failure && !describes && (
        <RefusalMessage message={failure} href={sentClaimHref} linkText={t.seeExistingClaim} />
      )}
      {setup.loggedIn ? (
        <SendClaimButton sending={sending} short={short} onSend={() => void submit()} />
      ) : (
        <LoginPrompt returnTo="/agendamento/servicos?flow=correction_revision" />
      )}
    </div>
  );
}

/**
 * "Enviar" is not disabled while sending: a disabled button drops the keyboard's focus to the
 * page, and a refusal then leaves the owner nowhere. A second press waits for the first.
 */
export function SendClaimButton({
  sending,
  short,
  onSend,
}: {
  sending: boolean;
  short: boolean;
  onSend: () => void;
}) {
  return (
    <Button
      disabled={short}
      aria-disabled={sending}
      className="aria-disabled:cursor-progress aria-disabled:opacity-60"
      onClick={onSend}
    >
      {t.sendClaim}
    </Button>
  );
}
