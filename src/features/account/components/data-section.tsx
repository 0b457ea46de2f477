"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { Button } from "@/ui/button";
import { accountTexts as t } from "../texts";
import { StatusMessage } from "./status-message";
import { TextField } from "./text-field";
import { useAccountCall } from "./use-account-call";

export function DataSection() {
  const { call, busy } = useAccountCall();
  const [open, setOpen] = useState(false);
  const [word, setWord] = useState("");
  const [error, setError] = useState<string>();

  const remove = async () => {
    const result = await call("/api/v1/core/user", "DELETE");
    if (!result.ok) return setError(result.message);
    // A full load: nothing of the deleted account stays in the page's memory.
    window.location.replace("/?conta=excluida");
  };

  return (
    <section aria-labelledby="seus-dados" className="space-y-4">
      <h2 id="seus-dados" className="text-2xl font-bold text-brand">
        {t.dataSection}
      </h2>
      <p className="text-muted">{t.dataLead}</p>
      <div className="flex flex-wrap gap-4">
        <a
          href="/api/v1/core/user/export"
          download
          className="inline-flex h-(--height-cta) w-(--width-cta) max-w-full items-center justify-center rounded-(--radius-cta) border-2 border-brand px-6 font-semibold text-brand hover:bg-surface-alt"
        >
          {t.download}
        </a>
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Trigger asChild>
            <Button variant="secondary" className="border-danger whitespace-nowrap text-danger">
              {t.deleteAccount}
            </Button>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-(--z-index-menu) bg-black/50" />
            <Dialog.Content className="fixed top-1/2 left-1/2 z-(--z-index-menu) w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6">
              <Dialog.Title className="text-2xl font-bold text-brand">
                {t.deleteConfirmTitle}
              </Dialog.Title>
              <Dialog.Description className="mt-2">{t.deleteConfirmText}</Dialog.Description>
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
                <Dialog.Close asChild>
                  <Button variant="secondary">{t.cancel}</Button>
                </Dialog.Close>
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>
    </section>
  );
}
