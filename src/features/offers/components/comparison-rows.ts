import { formatBRL, formatDate } from "@/lib/format";
import { differingFields } from "../domain/comparison";
import type { OfferListItem } from "../domain/offer";
import { offersTexts } from "../texts";

const t = offersTexts;
const yesNo = (value: boolean) => (value ? t.compare.yes : t.compare.no);
// A phone's column is a third of the screen: the figure may go under its "R$" rather than be cut.
const money = (cents: number) => formatBRL(cents).replace("\u00a0", " ");

export interface ComparisonRow {
  key: string;
  label: string;
  values: string[];
  differs: boolean;
}

/** How the offer is paid, as its card says it: the instalments of a financing offer, or cash. */
function paymentTerms(offer: OfferListItem): string {
  const financing = offer.financing;
  if (!financing) {
    const band = offer.discountBand;
    return band ? t.card.discountBand(band.minPercent, band.maxPercent) : t.card.cash;
  }
  return [
    t.card.financing(financing.installments, formatBRL(financing.installmentCents)),
    t.card.downPayment(formatBRL(financing.downPaymentCents)),
    t.card.rate(financing.monthlyRatePercent),
    ...(financing.cetMonthlyPercent ? [t.card.cet(financing.cetMonthlyPercent)] : []),
  ].join(" · ");
}

/**
 * The vehicle's price in the offer (SPEC.md's `price`), the same figure for every kind: a cash
 * price, a financed price, or a direct sale's lowest price, which alone says it is a floor. How it
 * is paid and the suggested price have rows of their own, so each row compares like with like.
 */
function offerPrice(offer: OfferListItem): string {
  const price = money(offer.priceCents);
  return offer.discountBand ? `${t.card.from} ${price}` : price;
}

/** The rows of the comparison, each with one value per offer and whether the values differ. */
export function comparisonRows(offers: readonly OfferListItem[]): ComparisonRow[] {
  const slots = offers.map((offer) => ({
    price: offerPrice(offer),
    listPrice: money(offer.listPriceCents),
    paymentTerms: paymentTerms(offer),
    validity: t.card.validUntil(formatDate(offer.validUntil)),
    ...offer.comparison,
    airbag: String(offer.comparison.airbag),
    absBreak: yesNo(offer.comparison.absBreak),
    eletricSteering: yesNo(offer.comparison.eletricSteering),
    hydraulicSteering: yesNo(offer.comparison.hydraulicSteering),
    powerWindowAndLocks: yesNo(offer.comparison.powerWindowAndLocks),
    standartEquipament: offer.comparison.standartEquipament.join(", "),
    security: offer.comparison.security.join(", "),
    highlights: offer.highlights.join(", "),
    dealerName: offer.dealer?.name || "-",
  }));
  const differing = differingFields(slots) as Set<string>;
  const keys = [
    "price",
    "listPrice",
    "paymentTerms",
    "validity",
    "potency",
    "transmission",
    "absBreak",
    "airbag",
    "airConditioning",
    "eletricSteering",
    "hydraulicSteering",
    "powerWindowAndLocks",
    "fuelReservoir",
    "trunk",
    "guarantee",
    "standartEquipament",
    "security",
    "highlights",
    "dealerName",
  ] as const satisfies readonly (keyof (typeof slots)[number] & keyof typeof t.fields)[];
  return keys.map((key) => ({
    key,
    label: t.fields[key],
    values: slots.map((slot) => slot[key]),
    differs: offers.length > 1 && differing.has(key),
  }));
}
