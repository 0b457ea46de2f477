import type { OfferRate } from "../domain/offer-rate";
import { financingTexts as texts } from "../texts";

/**
 * Says where the offer's own rate holds, so a shopper who moves away from the advertised terms
 * knows why the instalment changed, and can go back to them in one press.
 */
export function OfferRateNote({
  offerRate,
  applied,
  onUse,
}: {
  offerRate: OfferRate;
  applied: boolean;
  onUse: () => void;
}) {
  return (
    <div className="rounded-lg border border-line-soft p-4 text-sm">
      <p>{applied ? texts.offerRate.applied(offerRate) : texts.offerRate.notApplied(offerRate)}</p>
      {applied ? null : (
        <button
          type="button"
          onClick={onUse}
          className="mt-2 min-h-11 font-semibold text-brand underline underline-offset-2"
        >
          {texts.offerRate.use}
        </button>
      )}
    </div>
  );
}
