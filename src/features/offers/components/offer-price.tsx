import { formatBRL, formatDate } from "@/lib/format";
import type { Offer } from "../domain/offer";
import { offersTexts } from "../texts";

const t = offersTexts.card;

/** The advertised price, always with its terms and validity beside it (never a bare number). */
export function OfferPrice({ offer, size = "card" }: { offer: Offer; size?: "card" | "page" }) {
  const big = size === "page" ? "text-4xl" : "text-2xl";
  return (
    <div>
      {offer.financing ? (
        <>
          <p className={`${big} font-bold text-brand`}>
            {t.financing(offer.financing.installments, formatBRL(offer.financing.installmentCents))}
          </p>
          <p className="text-sm">
            {t.downPayment(formatBRL(offer.financing.downPaymentCents))} ·{" "}
            {t.rate(offer.financing.monthlyRatePercent)}
            {offer.financing.cetMonthlyPercent
              ? ` · ${t.cet(offer.financing.cetMonthlyPercent)}`
              : null}
          </p>
          <p className="text-sm text-muted">{t.listPrice(formatBRL(offer.priceCents))}</p>
        </>
      ) : (
        <>
          <p className="text-sm text-muted">{offer.discountBand ? t.from : t.cash}</p>
          <p className={`${big} font-bold text-brand`}>{formatBRL(offer.priceCents)}</p>
          {offer.discountBand ? (
            <p className="text-sm">
              {t.discountBand(offer.discountBand.minPercent, offer.discountBand.maxPercent)}
            </p>
          ) : null}
          <p className="text-sm text-muted">
            <s>{t.listPrice(formatBRL(offer.listPriceCents))}</s>
          </p>
        </>
      )}
      <p className="mt-1 text-sm font-semibold">
        {size === "page"
          ? t.validity(formatDate(offer.validFrom), formatDate(offer.validUntil))
          : t.validUntil(formatDate(offer.validUntil))}
      </p>
    </div>
  );
}
