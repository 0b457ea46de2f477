"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { Button } from "@/ui/button";
import { focusAnswer } from "@/ui/focus-after-answer";
import { StatusMessage } from "./status-message";
import { useAccountCall } from "./use-account-call";

interface TermsAcceptanceProps {
  version: string;
  returnTo: string;
  /** The button's words, from the page: the account's texts stay off the page's script. */
  acceptLabel: string;
}

export function TermsAcceptance({ version, returnTo, acceptLabel }: TermsAcceptanceProps) {
  const { call, busy } = useAccountCall();
  const router = useRouter();
  const [error, setError] = useState<string>();
  const errorMessage = useRef<HTMLParagraphElement>(null);
  const accept = async () => {
    const result = await call("acceptTerms", { body: { version } });
    // The button, disabled while waiting, has dropped the keyboard's focus: the refusal takes it.
    if (!result.ok) return focusAnswer(() => setError(result.error.message), errorMessage);
    router.replace(returnTo);
    router.refresh();
  };
  return (
    <div className="mt-6">
      <Button onClick={() => void accept()} disabled={busy} aria-busy={busy}>
        {acceptLabel}
      </Button>
      <StatusMessage kind="error" text={error} ref={errorMessage} />
    </div>
  );
}
