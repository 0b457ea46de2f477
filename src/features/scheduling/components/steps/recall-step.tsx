"use client";

import { useEffect, useState } from "react";
import { useCallApi } from "@/lib/api-client";
import { schedulingTexts as t } from "../../texts";
import { schedulingEndpoints } from "../../endpoints";
import { Field, inputClass } from "../field";
import { recallVerdict, type RecallVerdict } from "../recall-verdict";
import { RefusalMessage } from "../refusal-message";
import { trackAddToCart } from "../service-analytics";
import { recallService } from "../../domain/recall-service";
import type { StepProps } from "../wizard-types";

const campaignPattern = /^[A-Za-z0-9./-]{1,30}$/;

/**
 * The recall campaign arrives by its number in the link, or the owner types it; its repair is a
 * free service. The repair goes into the cart only once the recall feature says the campaign
 * covers this vehicle, so "Continuar" cannot lead to a booking the dealer would refuse.
 */
export function RecallStep({ cart, dispatch, setup }: StepProps) {
  const callApi = useCallApi();
  const current = cart.services.find((service) => service.recallCampaign);
  const [number, setNumber] = useState(current?.recallCampaign ?? setup.recallCampaign ?? "");
  const wanted = number.trim();
  const valid = campaignPattern.test(wanted);
  const vehicle = cart.vehicle;
  // An answer counts only for the number, vehicle and try it was asked for; until then, "checking".
  const [attempt, setAttempt] = useState(0);
  const asked = `${wanted}|${vehicle?.modelCode}|${vehicle?.modelYear}|${vehicle?.vin}|${attempt}`;
  const [answer, setAnswer] = useState<{ asked: string; verdict: RecallVerdict } | null>(null);
  const coverage =
    !valid || !vehicle ? null : answer?.asked === asked ? answer.verdict : "checking";

  useEffect(() => {
    const inCart = cart.services.filter((service) => service.recallCampaign);
    const keep = inCart.length === 1 && inCart[0]?.recallCampaign === wanted;
    if (!keep) {
      for (const service of inCart)
        dispatch({ type: "removeService", itemListId: service.itemListId });
    }
    if (!valid || !vehicle) return;
    let stale = false;
    // Waits for the owner to stop typing before asking.
    const timer = window.setTimeout(async () => {
      const reply = await callApi(schedulingEndpoints.recallCoverage, {
        query: {
          campaign: wanted,
          modelCode: vehicle.modelCode,
          modelYear: String(vehicle.modelYear),
          vin: vehicle.vin ?? undefined,
        },
      });
      if (stale) return;
      const verdict = recallVerdict(reply);
      setAnswer({ asked, verdict });
      if (verdict !== "covered") {
        for (const service of cart.services.filter((s) => s.recallCampaign)) {
          dispatch({ type: "removeService", itemListId: service.itemListId });
        }
        return;
      }
      if (keep) return;
      const service = recallService(wanted);
      dispatch({ type: "addService", service });
      trackAddToCart(
        { ...service, itemListId: `${service.code}-${cart.itemSequence + 1}` },
        vehicle.modelName,
        setup.flow,
      );
    }, 350);
    return () => {
      stale = true;
      window.clearTimeout(timer);
    };
    // Asks again only when the number, the vehicle or the try (`asked`) changes, not the cart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked]);

  const verdict = typeof coverage === "object" ? coverage : null;
  const refused = verdict && "refused" in verdict ? verdict.refused : undefined;
  const failed = verdict && "failed" in verdict ? verdict.failed : undefined;
  const fieldError = number && !valid ? t.errors.recall : refused;
  return (
    <div className="flex flex-col gap-4">
      {setup.recallCampaign ? (
        <div className="rounded-md bg-surface-alt p-4">
          <p className="font-semibold">{t.recallCampaign(setup.recallCampaign)}</p>
          {current && <p>{current.name}</p>}
          {setup.vin && <p className="text-sm text-muted">{t.vin(setup.vin)}</p>}
          {refused && (
            <p role="alert" className="mt-2 text-sm text-danger">
              {refused}
            </p>
          )}
        </div>
      ) : (
        <Field id="recall-number" label={t.recallNumber} error={fieldError}>
          <input
            id="recall-number"
            className={inputClass}
            value={number}
            aria-invalid={Boolean(fieldError)}
            aria-describedby={fieldError ? "recall-number-error" : undefined}
            onChange={(event) => setNumber(event.target.value)}
          />
        </Field>
      )}
      {failed && <RefusalMessage message={failed} onRetry={() => setAttempt((n) => n + 1)} />}
      <p role="status" className="min-h-6 text-sm">
        {coverage === "checking" && t.recallChecking}
        {coverage === "covered" && t.recallCovered(wanted.toUpperCase())}
      </p>
      <p>{t.recallFree}</p>
    </div>
  );
}
