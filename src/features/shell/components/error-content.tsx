"use client";

import { useEffect } from "react";
import { shellTexts } from "../texts";
import { hideRouteSpinner } from "./route-change-spinner";
import { textLinkClass } from "@/ui/text-link";

/**
 * SPEC.md section 8: "Oops!", "Ocorreu um erro inesperado:" and the message. The message is always
 * pt-BR: a page's own message, or for an unexpected failure a sentence and the reference (the
 * digest) that names the server's log line, never the framework's English text.
 */
export function ErrorContent({
  message = shellTexts.errorUnexpected,
  reference,
  onRetry,
}: {
  message?: string;
  reference?: string;
  onRetry?: () => void;
}) {
  useEffect(() => hideRouteSpinner(), []);
  return (
    <section className="py-16">
      <h1 className="text-4xl font-bold text-brand">{shellTexts.errorTitle}</h1>
      <p className="mt-4 text-lg">{shellTexts.errorLead}</p>
      <p role="alert" className="mt-2 rounded bg-danger px-4 py-3 font-semibold text-white">
        {message}
      </p>
      {reference ? (
        <p className="mt-4">
          {shellTexts.errorReference}: <code className="font-mono font-semibold">{reference}</code>
        </p>
      ) : null}
      {onRetry ? (
        <button type="button" onClick={onRetry} className={textLinkClass({ className: "mt-8" })}>
          {shellTexts.errorRetry}
        </button>
      ) : null}
    </section>
  );
}
