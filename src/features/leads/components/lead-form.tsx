"use client";

import { valibotResolver } from "@hookform/resolvers/valibot";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { track, type VehicleItem } from "@/features/analytics";
import { useCallApi } from "@/lib/api-client";
import { Button } from "@/ui/button";
import { formatCpf } from "../domain/cpf";
import { listedDealerCode } from "../domain/dealer-choice";
import {
  leadContactFormSchema,
  type LeadContactForm,
  type LeadContactFormInput,
} from "../form-schemas";
import { formatPhone } from "../domain/phone";
import { leadEndpoints, type LeadRequest } from "../endpoints";
import { leadTexts as texts } from "../texts";
import { ConsentField } from "./consent-field";
import { DealerField, type DealerOption } from "./dealer-field";
import { LeadConfirmation } from "./lead-confirmation";
import { LeadFormFrame } from "./lead-form-frame";
import { PreferredContactField } from "./preferred-contact-field";
import { TextField } from "@/ui/text-field";

export type LeadTarget =
  | { kind: "purchase"; offerId: number; simulation?: () => Record<string, unknown> | undefined }
  | { kind: "subscription"; planId: number };

/** What the form starts from: empty, or what was typed in the plain form it replaces. */
export type LeadFormValues = Partial<LeadContactFormInput>;

interface LeadFormProps {
  formId: string;
  formName: string;
  title: string;
  intro: string;
  target: LeadTarget;
  dealers: DealerOption[];
  /** What analytics reports with the purchase event, besides the chosen dealer. */
  item: Omit<VehicleItem, "dealerCode">;
  note?: string;
  initialValues?: LeadFormValues;
}

type FieldName = keyof LeadContactFormInput;
const fieldNames: FieldName[] = [
  "name",
  "email",
  "phone",
  "cpf",
  "preferredContact",
  "dealerCode",
  "consent",
];

/** The purchase-intention and Sign&Drive interest form: one schema in the browser and the API. */
export function LeadForm({
  formId,
  formName,
  title,
  intro,
  target,
  dealers,
  item,
  note,
  initialValues,
}: LeadFormProps) {
  const callApi = useCallApi();
  const [saved, setSaved] = useState<{
    protocol: string;
    dealer: string;
    simulationLeftOut: boolean;
  } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // One key per submission: a retried click or a lost answer never creates a second lead.
  const idempotencyKey = useRef<string | null>(null);
  const started = useRef(false);
  const againRequested = useRef(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<LeadContactFormInput, unknown, LeadContactForm>({
    resolver: valibotResolver(leadContactFormSchema),
    mode: "onTouched",
    // Focus goes to the first wrong field in the order a shopper reads the form (see onInvalid).
    shouldFocusError: false,
    defaultValues: {
      name: "",
      email: "",
      phone: "",
      cpf: "",
      preferredContact: "3",
      ...initialValues,
      dealerCode: listedDealerCode(dealers, initialValues?.dealerCode),
    },
  });

  // A location change renders the page again in place, with the new place's dealers: the form
  // keeps what was typed, and a dealer no longer listed gives way to the one the select shows.
  useEffect(() => {
    const chosen = getValues("dealerCode");
    const listed = listedDealerCode(dealers, chosen);
    if (listed !== chosen) setValue("dealerCode", listed);
  }, [dealers, getValues, setValue]);

  const focusFirstError = (invalid: Partial<Record<FieldName, unknown>>) => {
    const first = fieldNames.find((field) => invalid[field]);
    if (first) document.getElementById(`${formId}-${first}`)?.focus();
  };

  const onSubmit = async (contact: LeadContactForm) => {
    setFailure(null);
    idempotencyKey.current ??= crypto.randomUUID();
    const body: LeadRequest =
      target.kind === "purchase"
        ? {
            ...contact,
            kind: "purchase",
            offerId: target.offerId,
            simulation: target.simulation?.(),
          }
        : { ...contact, kind: "subscription", planId: target.planId };
    const answer = await callApi(leadEndpoints.create, {
      body,
      idempotencyKey: idempotencyKey.current,
    });
    if (answer.ok) {
      idempotencyKey.current = null;
      const { protocol, dealer, simulationLeftOut } = answer.data;
      track({
        event: "purchase",
        transaction_id: protocol,
        currency: "BRL",
        value: item.valuePer,
        items: [{ ...item, dealerCode: dealer.code }],
      });
      setSaved({ protocol, dealer: dealer.name, simulationLeftOut });
      return;
    }
    const { error } = answer;
    // Offline the key is kept: the same lead may have been saved. A refused body frees its key
    // on the server, and a new attempt gets a new key.
    if (error.status === 0) {
      setFailure(texts.failed);
      return;
    }
    idempotencyKey.current = null;
    const isFieldName = (field: string): field is FieldName =>
      (fieldNames as readonly string[]).includes(field);
    const known = Object.entries(error.fields).filter((entry): entry is [FieldName, string] =>
      isFieldName(entry[0]),
    );
    known.forEach(([field, message]) => setError(field, { message }));
    focusFirstError(Object.fromEntries(known));
    if (known.length === 0) setFailure(error.status >= 500 ? texts.failed : error.message);
  };

  // A second request is most often the same person asking another dealer: the keyboard lands
  // on the dealer, the contact stays, and only the consent is asked again.
  useEffect(() => {
    if (saved || !againRequested.current) return;
    againRequested.current = false;
    document.getElementById(`${formId}-dealerCode`)?.focus();
  }, [saved, formId]);

  if (saved) {
    return (
      <LeadConfirmation
        protocol={saved.protocol}
        dealer={saved.dealer}
        simulationLeftOut={saved.simulationLeftOut}
        onAgain={() => {
          reset({ ...getValues(), consent: undefined });
          started.current = false;
          againRequested.current = true;
          setSaved(null);
        }}
      />
    );
  }

  return (
    <LeadFormFrame formId={formId} title={title} intro={intro}>
      <form
        noValidate
        className="mt-4 grid gap-4"
        onFocus={() => {
          if (started.current) return;
          started.current = true;
          track({ event: "form_start", form_id: formId, form_name: formName });
        }}
        onSubmit={(event) => handleSubmit(onSubmit, focusFirstError)(event)}
      >
        <TextField
          id={`${formId}-name`}
          label={texts.name}
          autoComplete="name"
          registration={register("name")}
          error={errors.name?.message}
        />
        <TextField
          id={`${formId}-email`}
          label={texts.email}
          type="email"
          autoComplete="email"
          registration={register("email")}
          error={errors.email?.message}
        />
        <TextField
          id={`${formId}-phone`}
          label={texts.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(11) 91234-5678"
          hint={texts.phoneHint}
          mask={formatPhone}
          registration={register("phone")}
          error={errors.phone?.message}
        />
        <TextField
          id={`${formId}-cpf`}
          label={texts.cpf}
          inputMode="numeric"
          placeholder="000.000.000-00"
          mask={formatCpf}
          registration={register("cpf")}
          error={errors.cpf?.message}
        />
        <PreferredContactField
          formId={formId}
          error={errors.preferredContact?.message}
          {...register("preferredContact")}
        />
        <DealerField
          formId={formId}
          dealers={dealers}
          error={errors.dealerCode?.message}
          {...register("dealerCode")}
        />
        <ConsentField formId={formId} error={errors.consent?.message} {...register("consent")} />
        {note ? <p className="text-sm text-ink-soft">{note}</p> : null}
        {failure ? (
          <p role="alert" className="text-error">
            {failure}
          </p>
        ) : null}
        <Button type="submit" disabled={isSubmitting || dealers.length === 0}>
          {isSubmitting ? texts.sending : texts.submit}
        </Button>
      </form>
    </LeadFormFrame>
  );
}
