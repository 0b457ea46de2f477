"use client";

import { useState } from "react";
import { useClientConfig } from "@/lib/client-config";
import { signInFromPage, signingInText } from "@/features/shell";
import { Button } from "@/ui/button";
import { Spinner } from "@/ui/spinner";
import { schedulingTexts as t } from "../texts";

/** Bookings belong to an owner: a visitor logs in and comes back to the saved cart. */
export function LoginPrompt({
  returnTo,
  onBeforeLogin,
}: {
  returnTo: string;
  onBeforeLogin?: () => void;
}) {
  const { apiKey } = useClientConfig();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  return (
    <div className="flex flex-col gap-3 rounded-md bg-surface-alt p-4">
      <p>{t.loginToBook}</p>
      <Button
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={async () => {
          setBusy(true);
          setFailure(undefined);
          onBeforeLogin?.();
          // Undefined: the browser is on its way to the provider, and the button stays busy.
          const message = await signInFromPage(apiKey, returnTo);
          if (message === undefined) return;
          setBusy(false);
          setFailure(message);
        }}
      >
        {busy ? <Spinner size={24} label={signingInText} /> : t.login}
      </Button>
      {failure && (
        <p role="alert" className="text-danger">
          {failure}
        </p>
      )}
    </div>
  );
}
