"use client";

import { useState } from "react";
import { Button } from "@/ui/button";
import { loadOnFirstUse } from "@/ui/load-on-first-use";
import { useOpenedOnce } from "@/ui/use-opened-once";
import { accountFormTexts as t } from "../form-texts";

// The confirmation and Radix Dialog load on the first click of "Excluir conta".
const DeleteAccountDialog = loadOnFirstUse(() =>
  import("./delete-account-dialog").then((module) => module.DeleteAccountDialog),
);

export function DataSection({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);

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
        <Button
          variant="secondary"
          className="border-danger whitespace-nowrap text-danger"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          aria-expanded={open}
        >
          {t.deleteAccount}
        </Button>
        {opened ? <DeleteAccountDialog open={open} onOpenChange={setOpen} email={email} /> : null}
      </div>
    </section>
  );
}
