"use client";

import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/ui/button";
import { Dialog, DialogClose, DialogPanel } from "@/ui/dialog";
import { focusAnswer } from "@/ui/focus-after-answer";
import { accountTexts as t } from "../texts";
import { StatusMessage } from "./status-message";
import { TextField } from "./text-field";
import { checkForm, useAccountCall } from "./use-account-call";

export interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The account's e-mail, for password managers. */
  email: string;
}

/**
 * Deleting the account asks for the confirmation word and the current password first: a
 * session alone (a stolen cookie, a computer left open) cannot delete it.
 */
export function DeleteAccountDialog({ open, onOpenChange, email }: DeleteAccountDialogProps) {
  const { call, busy } = useAccountCall();
  const [word, setWord] = useState("");
  const [passwordError, setPasswordError] = useState<string>();
  const [error, setError] = useState<string>();
  const passwordField = useRef<HTMLInputElement>(null);
  const errorMessage = useRef<HTMLParagraphElement>(null);

  // The button, disabled while waiting, has dropped the keyboard's focus: the refusal takes it,
  // on the password's field when the password is what to fix.
  const refuse = (message: string, aboutPassword: boolean) =>
    focusAnswer(
      () => {
        setPasswordError(aboutPassword ? message : undefined);
        setError(aboutPassword ? undefined : message);
      },
      aboutPassword ? passwordField : errorMessage,
    );

  // The word exactly as the dialog asks: a deliberate act for what cannot be undone.
  const confirmed = word.trim() === t.deleteConfirmWord;

  const remove = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!confirmed) return;
    const parsed = await checkForm("accountDeletion", event.currentTarget);
    if (!parsed.ok) return refuse(parsed.fields.currentPassword ?? parsed.message, true);
    const result = await call("remove", { body: parsed.output });
    if (!result.ok) {
      const { fields, message, status } = result.error;
      // A wrong password, or an account paused after too many: both are the password's to fix.
      if (fields.currentPassword || status === 429) {
        return refuse(fields.currentPassword ?? message, true);
      }
      return refuse(message, false);
    }
    // A full load: nothing of the deleted account stays in the page's memory.
    window.location.replace("/?conta=excluida");
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogPanel
        size="large"
        title={t.deleteConfirmTitle}
        titleClassName="text-2xl font-bold text-brand"
        description={t.deleteConfirmText}
      >
        <form onSubmit={(event) => void remove(event)} noValidate>
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={email}
            readOnly
            hidden
          />
          <TextField
            className="mt-4"
            name="confirmacao"
            label={t.deleteConfirmLabel}
            value={word}
            onChange={(event) => setWord(event.currentTarget.value)}
            autoComplete="off"
            // A phone's keyboard then types the word as asked, in capitals.
            autoCapitalize="characters"
            spellCheck={false}
          />
          <TextField
            ref={passwordField}
            className="mt-4"
            id="campo-exclusao-senha-atual"
            name="currentPassword"
            label={t.currentPassword}
            type="password"
            autoComplete="current-password"
            maxLength={64}
            error={passwordError}
          />
          <StatusMessage ref={errorMessage} kind="error" text={error} />
          <div className="mt-6 flex flex-wrap gap-4">
            <Button
              type="submit"
              disabled={busy || !confirmed}
              className="bg-danger hover:bg-danger"
            >
              {t.deleteConfirm}
            </Button>
            <DialogClose asChild>
              <Button variant="secondary">{t.cancel}</Button>
            </DialogClose>
          </div>
        </form>
      </DialogPanel>
    </Dialog>
  );
}
