"use client";

import { loadOnFirstUse } from "@/ui/load-on-first-use";
import { StaticImage } from "@/ui/static-image";
import { useId, useState } from "react";
import type { DealerOption } from "@/features/leads";
import { formatBRL } from "@/lib/format";
import { ChoiceChips } from "@/ui/choice-chips";
import { distinct, pickPlan, type SubscriptionModel } from "../domain/plan";
import { subscriptionTexts as texts } from "../texts";
import { centsToReais } from "@/lib/money";

// The interest form (and its validation) is its own chunk: a static import would put it, and the
// financing code the leads feature shares, in the home page's first load for every visitor.
const LeadForm = loadOnFirstUse(() => import("@/features/leads").then((module) => module.LeadForm));

/** Model, term and mileage chooser with the monthly price, then the interest form for that plan. */
export function SubscriptionChooser({
  models,
  dealers,
  formTitle,
  formIntro,
}: {
  models: SubscriptionModel[];
  dealers: DealerOption[];
  formTitle: string;
  formIntro: string;
}) {
  const id = useId();
  const [slug, setSlug] = useState(models[0]?.slug ?? "");
  const [term, setTerm] = useState(24);
  const [km, setKm] = useState(1000);
  const model = models.find((item) => item.slug === slug) ?? models[0];
  if (!model) return null;
  const plan = pickPlan(model, term, km);
  const terms = distinct(model.plans.map((item) => item.termMonths));
  const kms = distinct(model.plans.map((item) => item.kmPerMonth));

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <section aria-labelledby={`${id}-chooser`}>
        <h2 id={`${id}-chooser`} className="text-2xl font-bold text-brand">
          {texts.chooser}
        </h2>
        <fieldset className="mt-4">
          <legend className="font-semibold">{texts.model}</legend>
          <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {models.map((item) => (
              <label
                key={item.slug}
                className="flex cursor-pointer flex-col items-center rounded-lg border-2 border-line p-3 text-center has-checked:border-brand has-focus-visible:outline-2"
              >
                <input
                  type="radio"
                  name={`${id}-model`}
                  value={item.slug}
                  checked={item.slug === model.slug}
                  onChange={() => setSlug(item.slug)}
                  className="sr-only"
                />
                <StaticImage
                  src={item.imageUrl}
                  alt=""
                  width={160}
                  height={64}
                  loading="lazy"
                  className="h-auto w-full"
                />
                <span className="mt-1 font-semibold">{item.carName}</span>
                <span className="text-sm">
                  {texts.from} {formatBRL(item.fromCents)}
                  {texts.perMonth}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <ChoiceChips
          className="mt-6"
          legend={texts.term}
          options={terms}
          value={plan?.termMonths}
          onChange={setTerm}
          label={texts.months}
        />
        <ChoiceChips
          className="mt-6"
          legend={texts.km}
          options={kms}
          value={plan?.kmPerMonth}
          onChange={setKm}
          label={texts.kmBand}
        />
        {plan ? (
          <div className="mt-6 rounded-lg bg-surface-alt p-4">
            <p>{texts.selected(model.carName, plan.termMonths, plan.kmPerMonth)}</p>
            <p className="mt-1 text-3xl font-bold text-brand" aria-live="polite">
              <span className="sr-only">{texts.monthlyPrice}: </span>
              <span data-testid="subscription-price">{formatBRL(plan.monthlyPriceCents)}</span>
              <span className="text-lg">{texts.perMonth}</span>
            </p>
            <h3 className="mt-4 font-bold">{texts.included}</h3>
            <ul className="mt-2 list-disc pl-5">
              {texts.includedItems.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>
      {plan ? (
        <LeadForm
          formId="sign-and-drive-interest"
          formName="Interesse Sign&Drive"
          title={formTitle}
          intro={formIntro}
          dealers={dealers}
          target={{ kind: "subscription", planId: plan.id }}
          item={{
            id: `sign-and-drive-${plan.id}`,
            category: "Sign&Drive",
            carName: model.carName,
            version: texts.selected(model.carName, plan.termMonths, plan.kmPerMonth),
            valuePer: centsToReais(plan.monthlyPriceCents),
            index: 0,
          }}
        />
      ) : null}
    </div>
  );
}
