import type { ReactNode } from "react";
import { coverageParameter } from "../domain/location";
import { locationTexts } from "../texts";
import { PlaceLabel } from "./place-label";

/**
 * The location button's place for a browser without JavaScript, where its dialog cannot open: a
 * disclosure with a plain form that sends the place as a shared link does (?coverage=), to the
 * page it is on. The proxy resolves the city or CEP typed, as for any shared link (decision 041).
 */
export function PlainLocationForm({ label, icon }: { label: string; icon: ReactNode }) {
  return (
    // Without a script <noscript> is the top bar's flex item: it may shrink, as the button does.
    <noscript className="min-w-0">
      <details className="relative min-w-0">
        <summary className="inline-flex h-11 max-w-full cursor-pointer list-none items-center gap-0.5 rounded-full px-1 text-sm font-semibold text-brand hover:bg-surface-alt sm:gap-1 sm:px-2 md:max-w-72 [&::-webkit-details-marker]:hidden">
          {icon}
          <PlaceLabel label={label} />
          <span className="sr-only">. {locationTexts.change}</span>
        </summary>
        {/* No action: a GET form goes to the page it is on, with the place as its query. */}
        <form
          method="get"
          className="absolute top-12 left-0 flex w-72 flex-col gap-2 rounded-lg border border-surface-alt bg-white p-4 shadow-lg"
        >
          <label htmlFor="local-sem-script" className="font-semibold">
            {locationTexts.inputLabel}
          </label>
          <input
            id="local-sem-script"
            name={coverageParameter}
            required
            maxLength={120}
            autoComplete="address-level2"
            placeholder={locationTexts.placeholder}
            className="h-11 rounded border border-muted px-3"
          />
          <button
            type="submit"
            className="h-11 rounded-full bg-brand px-4 font-semibold text-white hover:bg-brand-accent"
          >
            {locationTexts.confirm}
          </button>
        </form>
      </details>
    </noscript>
  );
}
