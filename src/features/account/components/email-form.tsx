"use client";

import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/ui/button";
import { focusAnswer } from "@/ui/focus-after-answer";
import { emailRequestRefusal, type EmailRequestRefusal } from "../domain/email-request-refusal";
import { accountFormTexts as t } from "../form-texts";
import { StatusMessage } from "./status-message";
import { TextField } from "./text-field";
import { checkForm, useAccountCall } from "./use-account-call";

type RequestErrors = EmailRequestRefusal;

export function EmailForm({ email }: { email: string }) {
  const { call, busy } = useAccountCall();
  const [current, setCurrent] = useState(email);
  const [pending, setPending] = useState<string>();
  // The address a code went to comes back in the field when the owner corrects it: a typo in
  // one letter is fixed there, not typed all over again.
  const [requested, setRequested] = useState<string>();
  const [errors, setErrors] = useState<RequestErrors>({});
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const emailField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const codeField = useRef<HTMLInputElement>(null);
  const noticeMessage = useRef<HTMLParagraphElement>(null);
  const requestMessage = useRef<HTMLParagraphElement>(null);

  // The owner lands on the first field to correct, its message already tied to it; a refusal
  // that is neither field's fault (a wait between code mails) is said under the button.
  const refuse = (next: RequestErrors) =>
    focusAnswer(
      () => setErrors(next),
      next.email ? emailField : next.currentPassword ? passwordField : requestMessage,
    );

  const request = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = await checkForm("emailChange", event.currentTarget);
    if (!parsed.ok) {
      const { email: emailError, currentPassword } = parsed.fields;
      return refuse(emailError || currentPassword ? parsed.fields : { email: parsed.message });
    }
    const result = await call("requestEmailChange", { body: parsed.output });
    if (!result.ok) return refuse(emailRequestRefusal(result.error));
    // The form gives way to the code's: the keyboard goes on to its field, not the page's body.
    focusAnswer(() => {
      setErrors({});
      setPending(parsed.output.email);
      setRequested(parsed.output.email);
      setNotice(t.codeSent(parsed.output.email));
    }, codeField);
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = await checkForm("emailConfirmation", event.currentTarget);
    // A refused code keeps the keyboard on its field; a confirmed one, whose form goes, on the outcome.
    const refuseCode = (message: string) => focusAnswer(() => setError(message), codeField);
    if (!parsed.ok) return refuseCode(parsed.message);
    const result = await call("confirmEmailChange", { body: parsed.output });
    if (!result.ok) return refuseCode(result.error.fields.code ?? result.error.message);
    focusAnswer(() => {
      setError(undefined);
      setPending(undefined);
      setRequested(undefined);
      setCurrent(result.data.email);
      setNotice(t.emailChanged);
    }, noticeMessage);
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
            ref={codeField}
            name="code"
            label={t.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={error}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={busy}>
              {t.confirmEmail}
            </Button>
            {/* A mistyped address, or a code that never came: back to the address, to send again. */}
            <Button
              type="button"
              variant="secondary"
              onClick={() =>
                focusAnswer(() => {
                  setPending(undefined);
                  setError(undefined);
                  setNotice(undefined);
                }, emailField)
              }
            >
              {t.correctEmail}
            </Button>
          </div>
        </form>
      ) : (
        <form onSubmit={request} noValidate className="space-y-4">
          {/* Names the account for password managers, which would otherwise offer the saved
              e-mail in "Novo e-mail" (Chromium's advice for forms that ask the password again). */}
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={current}
            readOnly
            hidden
          />
          <TextField
            ref={emailField}
            name="email"
            label={t.newEmail}
            type="email"
            autoComplete="email"
            maxLength={254}
            defaultValue={requested}
            error={errors.email}
          />
          <TextField
            ref={passwordField}
            id="campo-email-senha-atual"
            name="currentPassword"
            label={t.currentPassword}
            type="password"
            autoComplete="current-password"
            maxLength={64}
            hint={t.emailPasswordHint}
            error={errors.currentPassword}
          />
          <Button type="submit" variant="secondary" disabled={busy}>
            {t.sendCode}
          </Button>
          <StatusMessage ref={requestMessage} kind="error" text={errors.form} />
        </form>
      )}
      <StatusMessage ref={noticeMessage} kind="success" text={notice} />
    </section>
  );
}
