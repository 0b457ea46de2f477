"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/ui/button";
import { accountFormTexts as t } from "../form-texts";
import { StatusMessage } from "./status-message";
import { TextField } from "./text-field";
import { checkForm, useAccountCall } from "./use-account-call";

export function EmailForm({ email }: { email: string }) {
  const { call, busy } = useAccountCall();
  const [current, setCurrent] = useState(email);
  const [pending, setPending] = useState<string>();
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();

  const request = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = await checkForm("emailChange", {
      email: new FormData(event.currentTarget).get("email"),
    });
    if (!parsed.ok) return setError(parsed.message);
    const result = await call("requestEmailChange", { body: parsed.output });
    if (!result.ok) return setError(result.error.fields.email ?? result.error.message);
    setError(undefined);
    setPending(parsed.output.email);
    setNotice(t.codeSent(parsed.output.email));
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = await checkForm("emailConfirmation", {
      code: new FormData(event.currentTarget).get("code"),
    });
    if (!parsed.ok) return setError(parsed.message);
    const result = await call("confirmEmailChange", { body: parsed.output });
    if (!result.ok) return setError(result.error.fields.code ?? result.error.message);
    setError(undefined);
    setPending(undefined);
    setCurrent(result.data.email);
    setNotice(t.emailChanged);
  };

  return (
    <section aria-labelledby="email-acesso" className="space-y-4">
      <h2 id="email-acesso" className="text-2xl font-bold text-brand">
        {t.emailSection}
      </h2>
      <p className="wrap-anywhere">{t.currentEmail(current)}</p>
      {pending ? (
        <form onSubmit={confirm} noValidate className="space-y-4">
          <TextField
            name="code"
            label={t.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={error}
          />
          <Button type="submit" disabled={busy}>
            {t.confirmEmail}
          </Button>
        </form>
      ) : (
        <form onSubmit={request} noValidate className="space-y-4">
          <TextField
            name="email"
            label={t.newEmail}
            type="email"
            autoComplete="email"
            maxLength={254}
            error={error}
          />
          <Button type="submit" variant="secondary" disabled={busy}>
            {t.sendCode}
          </Button>
        </form>
      )}
      <StatusMessage kind="success" text={notice} />
    </section>
  );
}
