"use client";

import { useEffect } from "react";
import { shellTexts } from "../texts";
import { hideRouteSpinner } from "./route-change-spinner";

/** SPEC.md section 8: "Oops!", "Ocorreu um erro inesperado:" and the message. */
export function ErrorContent({ message, onRetry }: { message: string; onRetry?: () => void }) {
  useEffect(() => hideRouteSpinner(), []);
  return (
    <section className="py-16">
      <h1 className="text-4xl font-bold text-brand">{shellTexts.errorTitle}</h1>
      <p className="mt-4 text-lg">{shellTexts.errorLead}</p>
      <p role="alert" className="mt-2 rounded bg-danger px-4 py-3 font-semibold text-white">
        {message}
      </p>
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className="mt-8 font-semibold text-brand-accent underline"
        >
          {shellTexts.errorRetry}
        </button>
      ) : null}
    </section>
  );
}
