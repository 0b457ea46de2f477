"use client";

import { useState } from "react";
import { Button } from "@/ui/button";
import { Dialog, DialogClose, DialogPanel, DialogTrigger } from "@/ui/dialog";
import { accountTexts as t } from "../texts";
import { StatusMessage } from "./status-message";
import { TextField } from "./text-field";
import { accountEndpoints } from "../endpoints";
import { useAccountCall } from "./use-account-call";

export function DataSection() {
  const { call, busy } = useAccountCall();
  const [open, setOpen] = useState(false);
  const [word, setWord] = useState("");
  const [error, setError] = useState<string>();

  const remove = async () => {
    const result = await call(accountEndpoints.remove, {});
    if (!result.ok) return setError(result.error.message);
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
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button variant="secondary" className="border-danger whitespace-nowrap text-danger">
              {t.deleteAccount}
            </Button>
          </DialogTrigger>
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
      </div>
    </section>
  );
}
