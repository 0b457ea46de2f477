"use client";

import { useState } from "react";
import { useApiFetch } from "@/lib/client-config";
import { Button } from "@/ui/button";
import { schedulingTexts as t } from "../texts";

/** Bookings belong to an owner: a visitor logs in and comes back to the saved cart. */
export function LoginPrompt({
  returnTo,
  onBeforeLogin,
}: {
  returnTo: string;
  onBeforeLogin?: () => void;
}) {
  const apiFetch = useApiFetch();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <div className="flex flex-col gap-3 rounded-md bg-surface-alt p-4">
      <p>{t.loginToBook}</p>
      <Button
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          onBeforeLogin?.();
          const response = await apiFetch("/api/v1/auth-redirect", {
            method: "POST",
            body: JSON.stringify({ redirectToBack: returnTo }),
          }).catch(() => undefined);
          const url = response?.ok
            ? ((await response.json()) as { data?: { url?: string } }).data?.url
            : undefined;
          if (url) window.location.assign(url);
          else {
            setBusy(false);
            setFailed(true);
          }
        }}
      >
        {t.login}
      </Button>
      {failed && (
        <p role="alert" className="text-danger">
          {t.errors.generic}
        </p>
      )}
    </div>
  );
}
