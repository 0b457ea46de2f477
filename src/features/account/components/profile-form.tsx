"use client";

import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { useCallsOnDemand } from "@/lib/api-client/use-calls-on-demand";
import { Button } from "@/ui/button";
import { focusAnswer } from "@/ui/focus-after-answer";
import { formatCep } from "../domain/cep";
import type { AccountView } from "../schemas";
import { accountFormTexts as t } from "../form-texts";
import { StatusMessage } from "./status-message";
import { TextField } from "./text-field";
import { checkForm, useAccountCall } from "./use-account-call";

// The CEP look-up waits for a CEP typed in full: its call loads then.
const loadPlaceEndpoints = () =>
  import("@/features/location").then((module) => module.locationEndpoints);

/** `shown`: the CPF and phone as the owner reads them, formatted by the server. */
export function ProfileForm({
  account,
  shown,
  reminders,
}: {
  account: AccountView;
  shown: { cpf: string; phone: string };
  /** The reminders' choice, rendered by the server inside the form. */
  reminders: ReactNode;
}) {
  const { call, busy } = useAccountCall();
  const callPlaces = useCallsOnDemand(loadPlaceEndpoints);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ kind: "success" | "error"; text: string }>();
  const statusMessage = useRef<HTMLParagraphElement>(null);
  const [place, setPlace] = useState({
    city: account.address.city ?? "",
    state: account.address.state ?? "",
  });
  const [cepNote, setCepNote] = useState<string>();

  const lookUpCep = async (cep: string) => {
    const digits = cep.replace(/\D/g, "");
    if (digits.length !== 8) return;
    const answer = await callPlaces("placeByText", {
      params: { location: `${digits.slice(0, 5)}-${digits.slice(5)}` },
    });
    const found = answer.ok ? answer.data : undefined;
    // A CEP outside a capital resolves to its state only ("ALL" as the city).
    if (found?.state && found.city && found.city !== "ALL") {
      setPlace({ city: found.city, state: found.state });
      setCepNote(t.cepFound(found.city, found.state));
    } else if (found?.state) {
      // A city of another state cannot be this CEP's: it is cleared, to be named again.
      setPlace((current) => ({
        city: current.state === found.state ? current.city : "",
        state: found.state ?? "",
      }));
      setCepNote(t.cepStateOnly(found.state));
    } else {
      setCepNote(t.cepNotFound);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const parsed = await checkForm("profile", formElement);
    const refuse = (fields: Record<string, string>, text: string) =>
      focusAnswer(
        () => {
          setErrors(fields);
          setStatus({ kind: "error", text });
        },
        statusMessage,
        formElement,
      );
    if (!parsed.ok) {
      // No field named: the rules themselves could not load, and the message says why.
      const named = Object.keys(parsed.fields).length > 0;
      return refuse(parsed.fields, named ? t.saveError : parsed.message);
    }
    // The fields as typed: the API checks and normalizes them itself.
    const result = await call("update", { body: parsed.input });
    if (!result.ok) return refuse(result.error.fields, result.error.message);
    focusAnswer(() => {
      setErrors({});
      setStatus({ kind: "success", text: t.saved });
    }, statusMessage);
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="dados-pessoais" className="space-y-4">
      <h2 id="dados-pessoais" className="text-2xl font-bold text-brand">
        {t.personalData}
      </h2>
      <TextField
        name="name"
        label={t.name}
        defaultValue={account.name}
        error={errors.name}
        autoComplete="name"
        maxLength={120}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="cpf"
          label={t.cpf}
          defaultValue={shown.cpf}
          error={errors.cpf}
          inputMode="numeric"
          maxLength={14}
        />
        <TextField
          name="phone"
          label={t.phone}
          type="tel"
          defaultValue={shown.phone}
          error={errors.phone}
          autoComplete="tel-national"
          maxLength={16}
        />
      </div>
      <fieldset className="space-y-4">
        <legend className="text-lg font-bold text-brand">{t.address}</legend>
        <TextField
          name="address.cep"
          label={t.cep}
          defaultValue={formatCep(account.address.cep ?? "")}
          error={errors["address.cep"]}
          hint={cepNote}
          liveHint
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={9}
          onChange={(event) => {
            // Written 01310-100 as it is typed or pasted; anything but digits is dropped.
            const field = event.currentTarget;
            const formatted = formatCep(field.value);
            if (formatted !== field.value) field.value = formatted;
            if (formatted.length === 9) void lookUpCep(formatted);
            else setCepNote(undefined);
          }}
        />
        <TextField
          name="address.street"
          label={t.street}
          defaultValue={account.address.street ?? ""}
          error={errors["address.street"]}
          autoComplete="address-line1"
          maxLength={120}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="address.number"
            label={t.number}
            defaultValue={account.address.number ?? ""}
            error={errors["address.number"]}
            maxLength={20}
          />
          <TextField
            name="address.complement"
            label={t.complement}
            defaultValue={account.address.complement ?? ""}
            error={errors["address.complement"]}
            autoComplete="address-line2"
            maxLength={80}
          />
        </div>
        <TextField
          name="address.district"
          label={t.district}
          defaultValue={account.address.district ?? ""}
          error={errors["address.district"]}
          maxLength={80}
        />
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
          <TextField
            name="address.city"
            label={t.city}
            value={place.city}
            onChange={(event) => setPlace({ ...place, city: event.currentTarget.value })}
            error={errors["address.city"]}
            autoComplete="address-level2"
            maxLength={80}
          />
          <TextField
            name="address.state"
            label={t.state}
            value={place.state}
            onChange={(event) => setPlace({ ...place, state: event.currentTarget.value })}
            error={errors["address.state"]}
            autoComplete="address-level1"
            maxLength={2}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-lg font-bold text-brand">{t.contactPreference}</legend>
        {/* One option per line on a phone, where three in a row do not fit; side by side from sm. */}
        <div className="flex flex-col sm:flex-row sm:flex-wrap sm:gap-6">
          {([1, 2, 3] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="contactPreference"
                value={value}
                defaultChecked={account.contactPreference === value}
                className="h-5 w-5"
              />
              {t.contactOptions[value]}
            </label>
          ))}
        </div>
      </fieldset>
      {reminders}
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {t.save}
      </Button>
      <StatusMessage ref={statusMessage} kind={status?.kind ?? "success"} text={status?.text} />
    </form>
  );
}
