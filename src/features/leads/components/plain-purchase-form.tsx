import type { InputHTMLAttributes } from "react";
import { privacyNoticeHref } from "@/lib/privacy-notice";
import { Button } from "@/ui/button";
import { textLinkClass } from "@/ui/text-link";
import { preferredContacts } from "../domain/lead-rules";
import type { PlainAnswer, PlainField } from "../domain/plain-answer";
import { leadTexts as texts } from "../texts";
import type { DealerOption } from "./lead-form";

const inputClass =
  "mt-1 block w-full rounded border border-field-border px-3 py-2 text-base aria-[invalid=true]:border-error";
const errorClass = "mt-1 text-sm text-error";

/** The shared text field's markup, without its script: the plain form ships no code. */
function PlainTextField({
  id,
  label,
  hint,
  error,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
}) {
  const describedBy =
    [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") ||
    undefined;
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <input
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The purchase intention as the server renders it: the same fields as the interactive form, in
 * the first HTML, so the section is never empty. Without JavaScript it is the form, sent by the
 * browser to the offer's address (decision 053) and answered by the leads API; with it, the
 * interactive form takes its place as the shopper comes near.
 */
export function PlainPurchaseForm({
  formId,
  action,
  offerId,
  dealers,
  answer,
}: {
  formId: string;
  action: string;
  offerId: number;
  dealers: DealerOption[];
  answer?: PlainAnswer;
}) {
  const error = (field: PlainField) => answer?.fields[field];
  const describe = (field: PlainField) => (error(field) ? `${formId}-${field}-error` : undefined);
  const fieldError = (field: PlainField) =>
    error(field) ? (
      <p id={`${formId}-${field}-error`} className={errorClass}>
        {error(field)}
      </p>
    ) : null;
  const failure =
    answer?.failure ?? (answer && Object.keys(answer.fields).length > 0 ? texts.fixFields : null);
  return (
    <section aria-labelledby={`${formId}-title`} className="rounded-lg bg-surface-alt p-6">
      <h2 id={`${formId}-title`} className="text-2xl font-bold text-brand">
        {texts.purchaseTitle}
      </h2>
      <p className="mt-2">{texts.purchaseIntro}</p>
      <form method="post" action={action} className="mt-4 grid gap-4">
        <input type="hidden" name="offerId" value={offerId} />
        {failure ? (
          <p role="alert" className="text-error">
            {failure}
          </p>
        ) : null}
        <PlainTextField
          id={`${formId}-name`}
          name="name"
          label={texts.name}
          autoComplete="name"
          required
          error={error("name")}
        />
        <PlainTextField
          id={`${formId}-email`}
          name="email"
          label={texts.email}
          type="email"
          autoComplete="email"
          required
          error={error("email")}
        />
        <PlainTextField
          id={`${formId}-phone`}
          name="phone"
          label={texts.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(11) 91234-5678"
          hint={texts.phoneHint}
          required
          error={error("phone")}
        />
        <PlainTextField
          id={`${formId}-cpf`}
          name="cpf"
          label={texts.cpf}
          inputMode="numeric"
          placeholder="000.000.000-00"
          error={error("cpf")}
        />
        <fieldset aria-describedby={describe("preferredContact")}>
          <legend className="font-semibold">{texts.preferredContact}</legend>
          <div className="mt-1 flex flex-wrap gap-4">
            {preferredContacts.map((value) => (
              <label key={value} className="inline-flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="preferredContact"
                  id={value === preferredContacts[0] ? `${formId}-preferredContact` : undefined}
                  value={String(value)}
                  defaultChecked={value === 3}
                />
                {texts.contactOptions[value]}
              </label>
            ))}
          </div>
          {fieldError("preferredContact")}
        </fieldset>
        <div>
          <label htmlFor={`${formId}-dealerCode`} className="font-semibold">
            {texts.dealer}
          </label>
          {dealers.length > 0 ? (
            <select
              id={`${formId}-dealerCode`}
              name="dealerCode"
              className={inputClass}
              aria-invalid={error("dealerCode") ? true : undefined}
              aria-describedby={describe("dealerCode")}
              defaultValue={dealers[0]?.code}
            >
              {dealers.map((dealer) => (
                <option key={dealer.code} value={dealer.code}>
                  {`${dealer.name} — ${dealer.city}/${dealer.stateCode} (${texts.dealerDistance(dealer.distanceKm)})`}
                </option>
              ))}
            </select>
          ) : (
            <p id={`${formId}-dealerCode`}>{texts.noDealers}</p>
          )}
          {fieldError("dealerCode")}
        </div>
        <div>
          <label className="flex items-start gap-3">
            <input
              id={`${formId}-consent`}
              name="consent"
              type="checkbox"
              required
              className="mt-1 h-5 w-5 shrink-0"
              aria-invalid={error("consent") ? true : undefined}
              aria-describedby={describe("consent")}
            />
            <span>
              {texts.consent.before}
              <a
                href={privacyNoticeHref}
                target="_blank"
                rel="noopener noreferrer"
                className={textLinkClass({ emphasis: false })}
              >
                {texts.consent.policy}
                <span className="sr-only"> {texts.newTab}</span>
              </a>
              {texts.consent.after}
            </span>
          </label>
          {fieldError("consent")}
        </div>
        <Button type="submit" disabled={dealers.length === 0}>
          {texts.submit}
        </Button>
      </form>
    </section>
  );
}
