import { StaticImage } from "@/ui/static-image";
import Link from "next/link";
import { formatBRL, formatDate } from "@/lib/format";
import { differingFields } from "../domain/comparison";
import type { OfferListItem } from "../domain/offer";
import { offersTexts } from "../texts";
import { CompareToggle } from "./compare-toggle";
import { offerHref } from "./offer-card";

const t = offersTexts;
const yesNo = (value: boolean) => (value ? t.compare.yes : t.compare.no);

type Row = { key: string; label: string; values: string[] };

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

function pricedAs(offer: OfferListItem): string {
  const price = formatBRL(offer.priceCents);
  if (offer.financing) return t.card.listPrice(price);
  return `${offer.discountBand ? t.card.from : t.card.cash} ${price}`;
}

/** The chosen offers side by side; rows whose values differ are highlighted and say so. */
export function ComparisonTable({ offers }: { offers: OfferListItem[] }) {
  const slots = offers.map((offer) => ({
    price: offer.priceCents,
    paymentTerms: paymentTerms(offer),
    ...offer.comparison,
    highlights: offer.highlights,
    dealerName: offer.dealer?.name ?? "",
  }));
  const differing = differingFields(slots) as Set<string>;
  const rows: Row[] = [
    {
      key: "price",
      label: t.fields.price,
      // Each price says what kind it is, as its card does: a cash price and a direct sale's
      // "a partir de" are not the same figure side by side.
      values: offers.map(
        (offer) => `${pricedAs(offer)} · ${t.card.validUntil(formatDate(offer.validUntil))}`,
      ),
    },
    { key: "paymentTerms", label: t.fields.paymentTerms, values: slots.map((s) => s.paymentTerms) },
    { key: "potency", label: t.fields.potency, values: slots.map((s) => s.potency) },
    { key: "transmission", label: t.fields.transmission, values: slots.map((s) => s.transmission) },
    { key: "absBreak", label: t.fields.absBreak, values: slots.map((s) => yesNo(s.absBreak)) },
    { key: "airbag", label: t.fields.airbag, values: slots.map((s) => String(s.airbag)) },
    {
      key: "airConditioning",
      label: t.fields.airConditioning,
      values: slots.map((s) => s.airConditioning),
    },
    {
      key: "eletricSteering",
      label: t.fields.eletricSteering,
      values: slots.map((s) => yesNo(s.eletricSteering)),
    },
    {
      key: "hydraulicSteering",
      label: t.fields.hydraulicSteering,
      values: slots.map((s) => yesNo(s.hydraulicSteering)),
    },
    {
      key: "powerWindowAndLocks",
      label: t.fields.powerWindowAndLocks,
      values: slots.map((s) => yesNo(s.powerWindowAndLocks)),
    },
    {
      key: "fuelReservoir",
      label: t.fields.fuelReservoir,
      values: slots.map((s) => s.fuelReservoir),
    },
    { key: "trunk", label: t.fields.trunk, values: slots.map((s) => s.trunk) },
    { key: "guarantee", label: t.fields.guarantee, values: slots.map((s) => s.guarantee) },
    {
      key: "standartEquipament",
      label: t.fields.standartEquipament,
      values: slots.map((s) => s.standartEquipament.join(", ")),
    },
    { key: "security", label: t.fields.security, values: slots.map((s) => s.security.join(", ")) },
    {
      key: "highlights",
      label: t.fields.highlights,
      values: slots.map((s) => s.highlights.join(", ")),
    },
    {
      key: "dealerName",
      label: t.fields.dealerName,
      values: slots.map((s) => s.dealerName || "-"),
    },
  ];
  return (
    <div
      className="overflow-x-auto focus-visible:outline-2"
      tabIndex={0}
      role="region"
      aria-label={t.compare.caption}
    >
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">{t.compare.caption}</caption>
        <thead>
          <tr>
            <td className="w-48" />
            {offers.map((offer) => (
              <th key={offer.id} scope="col" className="p-3 align-top">
                <StaticImage
                  src={offer.model.imageUrl}
                  alt=""
                  width={240}
                  height={96}
                  className="h-auto w-full max-w-60"
                />
                <Link
                  href={offerHref(offer)}
                  className="mt-2 block text-base font-bold text-brand underline"
                >
                  {offer.title}
                </Link>
                <div className="mt-2">
                  <CompareToggle offerId={offer.id} title={offer.title} />
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const differs = offers.length > 1 && differing.has(row.key);
            return (
              <tr
                key={row.key}
                className={`border-t border-surface-alt ${differs ? "bg-[#fff4cc]" : ""}`}
              >
                <th scope="row" className="p-3 font-semibold">
                  {row.label}{" "}
                  {differs ? (
                    <span className="text-sm font-normal">{t.compare.differs}</span>
                  ) : null}
                </th>
                {row.values.map((value, index) => (
                  <td key={offers[index]?.id ?? index} className="p-3 align-top">
                    {value}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
