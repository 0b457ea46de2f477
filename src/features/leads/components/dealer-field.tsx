import type { ComponentProps } from "react";
import { FieldError } from "@/ui/field-error";
import { fieldInputClass } from "@/ui/labelled-input";
import { leadTexts as texts } from "../texts";

export interface DealerOption {
  code: string;
  name: string;
  city: string;
  stateCode: string;
  distanceKm: number;
}

/** The dealer to send the lead to, nearest first; without one near, the notice in its place. */
export function DealerField({
  formId,
  dealers,
  error,
  ...select
}: ComponentProps<"select"> & { formId: string; dealers: DealerOption[]; error?: string }) {
  const id = `${formId}-dealerCode`;
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {texts.dealer}
      </label>
      {dealers.length > 0 ? (
        <select
          id={id}
          className={fieldInputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...select}
        >
          {dealers.map((dealer) => (
            <option key={dealer.code} value={dealer.code}>
              {`${dealer.name} — ${dealer.city}/${dealer.stateCode} (${texts.dealerDistance(dealer.distanceKm)})`}
            </option>
          ))}
        </select>
      ) : (
        <p id={id}>{texts.noDealers}</p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
