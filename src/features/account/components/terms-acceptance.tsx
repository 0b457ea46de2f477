"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/ui/button";
import { accountTexts as t } from "../texts";
import { StatusMessage } from "./status-message";
import { accountEndpoints } from "../endpoints";
import { useAccountCall } from "./use-account-call";

export function TermsAcceptance({ version, returnTo }: { version: string; returnTo: string }) {
  const { call, busy } = useAccountCall();
  const router = useRouter();
  const [error, setError] = useState<string>();
  const accept = async () => {
    const result = await call(accountEndpoints.acceptTerms, { body: { version } });
    if (!result.ok) return setError(result.error.message);
    router.replace(returnTo);
    router.refresh();
  };
  return (
    <div className="mt-6">
      <Button onClick={() => void accept()} disabled={busy} aria-busy={busy}>
        {t.termsAccept}
      </Button>
      <StatusMessage kind="error" text={error} />
    </div>
  );
}
