"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useCallsOnDemand } from "@/lib/api-client/use-calls-on-demand";
import { Button } from "@/ui/button";
import { focusAnswer } from "@/ui/focus-after-answer";
import { claimTexts as t } from "../claim-texts";

// The API client loads on the owner's first tap, not with the page.
const loadEndpoints = () => import("../endpoints").then((module) => module.schedulingEndpoints);

/** Takes back a request the dealer has not decided yet, after the owner confirms it. */
export function WithdrawClaim({ protocol }: { protocol: string }) {
  const call = useCallsOnDemand(loadEndpoints);
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const sending = useRef(false);
  const status = useRef<HTMLParagraphElement>(null);
  const withdrawButton = useRef<HTMLButtonElement>(null);

  // The question takes the focus, so a keyboard or screen reader user hears what is asked.
  useEffect(() => {
    if (asking) document.getElementById("withdraw-question")?.focus();
  }, [asking]);

  const withdraw = async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      const answer = await call("withdrawClaim", { params: { protocol } });
      // The confirming button has gone: a refusal is read where the keyboard now stands.
      if (!answer.ok) {
        focusAnswer(() => {
          setAsking(false);
          setMessage(answer.error.message);
        }, status);
      }
      // The page, read again, says where the request stands (withdrawn, or decided meanwhile),
      // and its heading takes the focus, which this button leaves with.
      else
        focusAnswer(
          () => setAsking(false),
          () => document.getElementById("claim-title"),
        );
      router.refresh();
    } finally {
      sending.current = false;
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <p role="status" ref={status} tabIndex={-1} className="font-semibold outline-none">
        {message ?? ""}
      </p>
      {asking ? (
        <div className="flex flex-col gap-3 rounded-md bg-surface-alt p-4">
          <p id="withdraw-question" tabIndex={-1} className="font-semibold outline-none">
            {t.withdrawQuestion}
          </p>
          <div className="flex flex-wrap gap-4">
            <Button onClick={() => void withdraw()}>{t.withdrawConfirm}</Button>
            <Button
              variant="secondary"
              // Kept: the keyboard goes back to the button that asked, not to the page's top.
              onClick={() => focusAnswer(() => setAsking(false), withdrawButton)}
            >
              {t.keep}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          ref={withdrawButton}
          variant="secondary"
          className="self-start"
          onClick={() => {
            setMessage(null);
            setAsking(true);
          }}
        >
          {t.withdraw}
        </Button>
      )}
    </div>
  );
}
