"use client";

import { useState } from "react";
import { schedulingTexts as t } from "../../texts";
import { Field, inputClass } from "../field";
import { trackAddToCart } from "../service-analytics";
import { recallService } from "../../domain/recall-service";
import type { StepProps } from "../wizard-types";

/** The recall campaign arrives by its number in the link; its repair is a free service. */
export function RecallStep({ cart, dispatch, setup }: StepProps) {
  const current = cart.services.find((service) => service.recallCampaign);
  const [number, setNumber] = useState(current?.recallCampaign ?? setup.recallCampaign ?? "");
  const valid = /^[A-Za-z0-9./-]{1,30}$/.test(number.trim());

  const apply = (value: string) => {
    for (const service of cart.services.filter((s) => s.recallCampaign)) {
      dispatch({ type: "removeService", itemListId: service.itemListId });
    }
    if (!/^[A-Za-z0-9./-]{1,30}$/.test(value.trim())) return;
    const service = recallService(value.trim());
    dispatch({ type: "addService", service });
    trackAddToCart(
      { ...service, itemListId: `${service.code}-${cart.itemSequence + 1}` },
      cart.vehicle?.modelName ?? "",
      setup.flow,
    );
  };

  return (
    <div className="flex flex-col gap-4">
      {setup.recallCampaign && current ? (
        <div className="rounded-md bg-surface-alt p-4">
          <p className="font-semibold">{t.recallCampaign(current.recallCampaign ?? "")}</p>
          <p>{current.name}</p>
          {setup.vin && <p className="text-sm text-muted">Chassi {setup.vin}</p>}
        </div>
      ) : (
        <Field
          id="recall-number"
          label="Número da campanha de recall"
          error={number && !valid ? t.errors.recall : undefined}
        >
          <input
            id="recall-number"
            className={inputClass}
            value={number}
            onChange={(event) => {
              setNumber(event.target.value);
              apply(event.target.value);
            }}
          />
        </Field>
      )}
      <p>{t.recallFree}</p>
    </div>
  );
}
