"use client";

import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/ui/button";
import { focusAnswer } from "@/ui/focus-after-answer";
import { accountFormTexts as t } from "../form-texts";
import { StatusMessage } from "./status-message";
import { TextField } from "./text-field";
import { checkForm, useAccountCall } from "./use-account-call";

export function PasswordForm() {
  const { call, busy } = useAccountCall();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string>();
  const noticeMessage = useRef<HTMLParagraphElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const parsed = await checkForm("passwordChange", formElement);
    // A refusal that names no field (the rules could not load, a paused account) is the password's.
    const refuse = ({ fields, message }: { fields: Record<string, string>; message: string }) =>
      focusAnswer(
        () => {
          setNotice(undefined);
          setErrors(Object.keys(fields).length > 0 ? fields : { currentPassword: message });
        },
        undefined,
        formElement,
      );
    if (!parsed.ok) return refuse(parsed);
    const result = await call("changePassword", { body: parsed.output });
    if (!result.ok) return refuse(result.error);
    formElement.reset();
    focusAnswer(() => {
      setErrors({});
      setNotice(t.passwordChanged);
    }, noticeMessage);
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="senha" className="space-y-4">
      <h2 id="senha" className="text-2xl font-bold text-brand">
        {t.passwordSection}
      </h2>
      <TextField
        name="currentPassword"
        label={t.currentPassword}
        type="password"
        autoComplete="current-password"
        maxLength={64}
        error={errors.currentPassword}
      />
      <TextField
        name="newPassword"
        label={t.newPassword}
        type="password"
        autoComplete="new-password"
        maxLength={64}
        hint={t.passwordHint}
        error={errors.newPassword}
      />
      <Button type="submit" variant="secondary" disabled={busy}>
        {t.changePassword}
      </Button>
      <StatusMessage ref={noticeMessage} kind="success" text={notice} />
    </form>
  );
}
