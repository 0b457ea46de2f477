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

export function DeleteAccountButton({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  return (
    <>
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
    </>
  );
}
