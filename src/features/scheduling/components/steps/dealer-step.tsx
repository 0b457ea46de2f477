"use client";

import { useState, type Dispatch, type SetStateAction } from "react";
import { formatDistanceKm } from "@/lib/format";
import { confirmedAfterDealerChange } from "../../domain/dealer-change";
import { dealerStepState, dealersOfState } from "../../domain/dealer-list";
import { schedulingTexts as t } from "../../texts";
import { Field, inputClass } from "../field";
import type { StepProps } from "../wizard-types";

export function DealerStep({
  cart,
  dispatch,
  setup,
  setConfirmed,
}: StepProps & { setConfirmed: Dispatch<SetStateAction<number>> }) {
  const [state, setState] = useState(() =>
    dealerStepState(cart.dealer?.stateCode, setup.shopperPlace?.stateCode ?? null, setup.states),
  );
  // The owner's favourite dealer comes first in its state, and says so: it is the one the
  // booking starts with, and a long list would hide it below the fold. The rest go nearest first.
  const favourite = setup.initialDealer?.code;
  const inState = dealersOfState(setup.dealers, state, favourite);
  return (
    <div className="flex flex-col gap-4">
      <Field id="dealer-state" label={t.dealerSearch}>
        <select
          id="dealer-state"
          className={inputClass}
          value={state}
          onChange={(event) => setState(event.target.value)}
        >
          {setup.states.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold">{t.chooseDealer}</legend>
        {inState.map((dealer) => (
          <label
            key={dealer.code}
            className="flex items-start gap-3 rounded-md border border-surface-alt p-3"
          >
            <input
              type="radio"
              name="dealer"
              className="mt-1"
              checked={cart.dealer?.code === dealer.code}
              onChange={() => {
                dispatch({
                  type: "setDealer",
                  dealer: {
                    code: dealer.code,
                    name: dealer.name,
                    city: dealer.city,
                    stateCode: dealer.stateCode,
                  },
                });
                setConfirmed((done) => confirmedAfterDealerChange(setup.flow, done));
              }}
            />
            <span>
              {dealer.code === favourite ? (
                <span className="mb-1 inline-block rounded-full bg-brand px-2 text-xs font-semibold text-white">
                  {t.favouriteDealer}
                </span>
              ) : null}
              <span className="block font-semibold">{dealer.name}</span>
              <span className="block text-sm text-muted">
                {dealer.address} - {dealer.city}/{dealer.stateCode}
              </span>
              {setup.shopperPlace && dealer.distanceKm !== null ? (
                <span className="block text-sm text-muted">
                  {t.dealerDistance(formatDistanceKm(dealer.distanceKm))}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
