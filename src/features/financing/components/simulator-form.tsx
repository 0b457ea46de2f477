"use client";

import { useEffect, useId, useMemo, useRef, useState } from "react";
import { track } from "@/features/analytics";
import { formatBRL } from "@/lib/format";
import { ChoiceChips } from "@/ui/choice-chips";
import { financingPlans, planTerms, type FinancingPlan, type RateTable } from "../domain/rates";
import {
  addressWithSimulation,
  sharedSimulationFrom,
  sharedSimulationUnreadable,
  simulationSearchParams,
} from "../domain/share-url";
import {
  readReaisText,
  reaisFieldText,
  snapSliderCents,
  stepSliderCents,
} from "../domain/reais-input";
import { downPaymentLimits, simulate } from "../domain/simulation";
import { financingTexts as texts } from "../texts";
import { SimulationSummary } from "./simulation-summary";
import type { SimulatorOffer } from "./simulator-offer";
import type { OfferRate } from "../domain/offer-rate";
import { OfferRateNote } from "./offer-rate-note";
import { centsToReais, reaisToCents } from "@/lib/money";

/** Slider keys and the hundreds of reais they move (Home and End keep the browser's exact ends). */
const sliderKeyStops: Record<string, number> = {
  ArrowRight: 1,
  ArrowUp: 1,
  ArrowLeft: -1,
  ArrowDown: -1,
  PageUp: 10,
  PageDown: -10,
};
const nearestTerm = (terms: number[], wanted: number) =>
  terms.reduce(
    (best, term) => (Math.abs(term - wanted) < Math.abs(best - wanted) ? term : best),
    terms[0] ?? wanted,
  );

function initialState(offer: SimulatorOffer, table: RateTable) {
  const shared =
    offer.sharePath === undefined
      ? sharedSimulationFrom(new URLSearchParams(window.location.search))
      : undefined;
  if (shared) return shared;
  // A financing offer opens at the terms it advertises, so the first figure is the card's; any
  // other offer at a first look that reads like the brand's campaigns: 30% down, 48 months.
  if (offer.offerRate) return offerTerms(offer.offerRate, table);
  return {
    plan: "cdc" as FinancingPlan,
    downPaymentCents: reaisToCents(Math.round(centsToReais(offer.priceCents) * 0.3)),
    termMonths: nearestTerm(planTerms(table.rates, "cdc"), 48),
  };
}

function offerTerms(offerRate: OfferRate, table: RateTable) {
  return {
    plan: "cdc" as FinancingPlan,
    downPaymentCents: offerRate.minDownPaymentCents,
    termMonths: nearestTerm(planTerms(table.rates, "cdc"), offerRate.maxTermMonths),
  };
}

export function SimulatorForm({ offer, table }: { offer: SimulatorOffer; table: RateTable }) {
  const id = useId();
  const [input, setInput] = useState(() => initialState(offer, table));
  // A link whose simulation could not be read is told so while its first figures stand.
  const [unreadableLinkAt] = useState(() =>
    offer.sharePath === undefined &&
    sharedSimulationUnreadable(new URLSearchParams(window.location.search))
      ? JSON.stringify(input)
      : null,
  );
  const [downText, setDownText] = useState(() => reaisFieldText(input.downPaymentCents));
  const [copiedFor, setCopiedFor] = useState<string | null>(null);
  const [manualLink, setManualLink] = useState<string | null>(null);
  const copied = copiedFor === JSON.stringify(input);
  const reported = useRef(false);
  const terms = planTerms(table.rates, input.plan);
  const limits = downPaymentLimits(table, input.plan, offer.priceCents);
  const outcome = useMemo(
    () => simulate(table, { ...input, priceCents: offer.priceCents }, offer.offerRate),
    [table, input, offer.priceCents, offer.offerRate],
  );

  // The address holds the simulation on screen, so copying it shares exactly this, and the
  // purchase intention sends it. From a list's card, the list's own address stays as it is.
  useEffect(() => {
    if (offer.sharePath !== undefined) return;
    const url = new URL(window.location.href);
    url.search = addressWithSimulation(url.searchParams, outcome.ok ? input : undefined).toString();
    window.history.replaceState(window.history.state, "", url);
  }, [input, outcome.ok, offer.sharePath]);

  useEffect(() => {
    if (!outcome.ok || reported.current) return;
    reported.current = true;
    track({
      event: "add_to_cart",
      currency: "BRL",
      value: centsToReais(offer.priceCents),
      items: [
        {
          id: String(offer.id),
          brand: "Volkswagen",
          category: offer.category,
          carName: offer.carName,
          variant: offer.version,
          currency: "BRL",
          price: centsToReais(outcome.result.instalmentCents),
          creative_slot: "simulador-financiamento",
          list_id: input.plan,
          list_name: texts.plans[input.plan],
        },
      ],
    });
  }, [outcome, offer, input.plan]);

  const setDownPayment = (cents: number) => {
    setInput((current) => ({ ...current, downPaymentCents: cents }));
    setDownText(reaisFieldText(cents));
  };
  const setPlan = (plan: FinancingPlan) => {
    const planLimits = downPaymentLimits(table, plan, offer.priceCents);
    const downPaymentCents = Math.min(
      Math.max(input.downPaymentCents, planLimits.minCents),
      planLimits.maxCents,
    );
    setInput({
      plan,
      downPaymentCents,
      termMonths: nearestTerm(planTerms(table.rates, plan), input.termMonths),
    });
    setDownText(reaisFieldText(downPaymentCents));
  };

  const errors = outcome.ok ? {} : outcome.errors;
  // An emptied field (letters typed into it leave nothing) asks for an amount, not for more of one.
  const downError =
    errors.downPayment && downText === "" ? texts.errors.invalidAmount : errors.downPayment;
  const sliderValue = Math.min(Math.max(input.downPaymentCents, limits.minCents), limits.maxCents);

  return (
    <div className="mt-6 grid gap-6">
      {unreadableLinkAt === JSON.stringify(input) ? (
        <p role="status" className="rounded-lg border-2 border-danger px-4 py-3 font-semibold">
          {texts.unreadableLink}
        </p>
      ) : null}
      <ChoiceChips
        legend={texts.plan}
        options={financingPlans}
        value={input.plan}
        onChange={setPlan}
        label={(plan) => texts.plans[plan]}
      />

      <div>
        <label htmlFor={`${id}-down`} className="font-semibold">
          {texts.downPayment} (R$)
        </label>
        <input
          id={`${id}-down`}
          inputMode="decimal"
          className="mt-1 block w-full rounded border border-field-border px-3 py-2 text-lg aria-[invalid=true]:border-error"
          value={downText}
          aria-invalid={downError ? true : undefined}
          aria-describedby={`${id}-down-hint${downError ? ` ${id}-down-error` : ""}`}
          onChange={(event) => {
            const { cents, text } = readReaisText(event.target.value);
            setDownText(text);
            setInput((current) => ({ ...current, downPaymentCents: cents }));
          }}
          onBlur={() => {
            if (downText !== "") setDownText(reaisFieldText(input.downPaymentCents));
          }}
        />
        <p id={`${id}-down-hint`} className="mt-1 text-sm text-ink-soft">
          {texts.downPaymentHint(limits.minCents, limits.maxCents)}
        </p>
        {downError ? (
          <p id={`${id}-down-error`} className="mt-1 text-sm text-error">
            {downError}
          </p>
        ) : null}
        <label htmlFor={`${id}-slider`} className="sr-only">
          {texts.downPaymentSlider}
        </label>
        <input
          id={`${id}-slider`}
          type="range"
          className="mt-3 w-full accent-(--color-brand)"
          min={limits.minCents}
          max={limits.maxCents}
          step={1}
          value={sliderValue}
          aria-valuetext={formatBRL(sliderValue)}
          onChange={(event) => setDownPayment(snapSliderCents(Number(event.target.value), limits))}
          onKeyDown={(event) => {
            const stops = sliderKeyStops[event.key];
            if (stops === undefined) return;
            event.preventDefault();
            setDownPayment(stepSliderCents(sliderValue, stops, limits));
          }}
        />
      </div>

      <ChoiceChips
        legend={texts.term}
        options={terms}
        value={input.termMonths}
        onChange={(termMonths) => setInput((current) => ({ ...current, termMonths }))}
        label={texts.months}
      >
        {errors.termMonths ? <p className="mt-1 text-sm text-error">{errors.termMonths}</p> : null}
      </ChoiceChips>

      {offer.offerRate ? (
        <OfferRateNote
          offerRate={offer.offerRate}
          applied={outcome.ok && outcome.result.offerRateApplied}
          onUse={() => {
            const terms = offerTerms(offer.offerRate as OfferRate, table);
            setInput(terms);
            setDownText(reaisFieldText(terms.downPaymentCents));
          }}
        />
      ) : null}

      {outcome.ok ? <SimulationSummary result={outcome.result} /> : null}

      {/* Only a simulation with a result is shared: a link to an error would open another one. */}
      <div className={outcome.ok ? "flex flex-wrap items-center gap-3" : "hidden"}>
        <button
          type="button"
          className="min-h-11 rounded-full border-2 border-brand px-5 font-semibold text-brand hover:bg-surface-alt"
          onClick={async () => {
            const link =
              offer.sharePath === undefined
                ? window.location.href
                : `${window.location.origin}${offer.sharePath}?${simulationSearchParams(input)}`;
            // On a plain-http address, or with the permission refused, the browser has no
            // clipboard: the shopper gets the link to copy by hand, never a false "copied".
            const written = await (navigator.clipboard?.writeText(link) ?? Promise.reject())
              .then(() => true)
              .catch(() => false);
            setCopiedFor(JSON.stringify(input));
            setManualLink(written ? null : link);
          }}
        >
          {texts.share}
        </button>
        <p role="status" className="text-sm">
          {copied ? (manualLink ? texts.shareFailed : texts.shared) : ""}
        </p>
      </div>
      {outcome.ok && copied && manualLink ? (
        <div>
          <label htmlFor={`${id}-link`} className="text-sm font-semibold">
            {texts.shareLink}
          </label>
          <input
            id={`${id}-link`}
            readOnly
            value={manualLink}
            onFocus={(event) => event.target.select()}
            className="mt-1 block w-full rounded border border-field-border px-3 py-2 text-sm"
          />
        </div>
      ) : null}
      <p className="text-sm text-ink-soft">{texts.disclaimer}</p>
    </div>
  );
}
