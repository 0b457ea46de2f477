"use client";

import { useState } from "react";
import { Button } from "@/ui/button";
import { Dialog, DialogClose, DialogPanel } from "@/ui/dialog";
import { accountTexts as t } from "../texts";
import { StatusMessage } from "./status-message";
import { TextField } from "./text-field";
import { useAccountCall } from "./use-account-call";

export interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Deleting the account asks for the confirmation word first. */
export function DeleteAccountDialog({ open, onOpenChange }: DeleteAccountDialogProps) {
  const { call, busy } = useAccountCall();
  const [word, setWord] = useState("");
  const [error, setError] = useState<string>();

  const remove = async () => {
    const result = await call("remove", {});
    if (!result.ok) return setError(result.error.message);
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
        <TextField
          className="mt-4"
          name="confirmacao"
          label={t.deleteConfirmLabel}
          value={word}
          onChange={(event) => setWord(event.currentTarget.value)}
          autoComplete="off"
        />
        <StatusMessage kind="error" text={error} />
        <div className="mt-6 flex flex-wrap gap-4">
          <Button
            onClick={() => void remove()}
            disabled={busy || word.trim().toUpperCase() !== t.deleteConfirmWord}
            className="bg-danger hover:bg-danger"
          >
            {t.deleteConfirm}
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">{t.cancel}</Button>
          </DialogClose>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
