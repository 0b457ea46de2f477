"use client";

import { useState } from "react";
import { useCallApi } from "@/lib/api-client";
import { sessionEndpoints } from "@/features/shell";
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
  const callApi = useCallApi();
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
          const answer = await callApi(sessionEndpoints.loginAddress, {
            body: { redirectToBack: returnTo },
          });
          if (answer.ok) window.location.assign(answer.data.data.url);
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
