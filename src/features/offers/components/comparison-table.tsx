import { StaticImage } from "@/ui/static-image";
import Link from "next/link";
import type { OfferListItem } from "../domain/offer";
import { offersTexts } from "../texts";
import { CompareToggle } from "./compare-toggle";
import { comparisonRows } from "./comparison-rows";
import { offerHref } from "./offer-card";

const t = offersTexts;

// On a phone each row is a grid: its label on a line of its own, then one equal column per offer,
// so the three offers fit the width side by side instead of scrolling sideways. From md up it is
// laid out as the table it is (the elements stay table, row, header and cell for screen readers).
const columns = ["grid-cols-1", "grid-cols-2", "grid-cols-3"] as const;
// Long words hyphenate by the page's language (pt-BR) where the browser can, and break otherwise.
const cell = "p-2 align-top hyphens-auto [overflow-wrap:break-word] md:table-cell md:p-3";
// A name or a value is a little smaller and tighter on a phone, so a price or a date
// ("R$ 119.990,00", "27/01/2027") fits one of three columns at 320 px and breaks only at its spaces.
const valueCell = "max-sm:px-1.5 max-sm:text-[0.8125rem]";
// The names' edge is a shadow: a collapsed border stays behind when its sticky cells move.
const nameEdge = "shadow-[inset_0_-2px_0_var(--color-brand)]";

/**
 * The chosen offers side by side; rows whose values differ are highlighted and say so. The offers'
 * names stay in view below the top bar (4rem and its border) while the rows scroll under them.
 */
export function ComparisonTable({ offers }: { offers: OfferListItem[] }) {
  const rows = comparisonRows(offers);
  const row = `grid ${columns[offers.length - 1] ?? columns[2]} md:table-row`;
  return (
    <table className="block w-full border-collapse text-left text-sm md:table md:table-fixed">
      <caption className="sr-only">{t.compare.caption}</caption>
      <thead className="sticky top-[calc(4rem+1px)] z-10 block bg-white md:table-header-group">
        <tr className={row}>
          <td className={`hidden w-48 md:table-cell ${nameEdge}`} />
          {offers.map((offer) => (
            <th key={offer.id} scope="col" className={`${cell} ${valueCell} ${nameEdge}`}>
              <Link
                href={offerHref(offer)}
                className="block font-bold text-brand underline md:text-base"
              >
                {offer.title}
              </Link>
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block md:table-row-group">
        <tr className={row}>
          {/* A phone has no room to spare for it; the table layout keeps its column. */}
          <th scope="row" className={`sr-only font-semibold md:not-sr-only ${cell}`}>
            {t.compare.offer}
          </th>
          {offers.map((offer) => (
            <td key={offer.id} className={cell}>
              <StaticImage
                src={offer.model.imageUrl}
                alt=""
                width={240}
                height={96}
                className="h-auto w-full max-w-60"
              />
              <div className="mt-2">
                <CompareToggle offerId={offer.id} title={offer.title} short />
              </div>
            </td>
          ))}
        </tr>
        {rows.map((entry) => (
          <tr
            key={entry.key}
            className={`${row} border-t border-surface-alt ${entry.differs ? "bg-[#fff4cc]" : ""}`}
          >
            <th scope="row" className={`col-span-full pb-0 font-semibold md:pb-3 ${cell}`}>
              {entry.label}{" "}
              {entry.differs ? (
                <span className="text-sm font-normal">{t.compare.differs}</span>
              ) : null}
            </th>
            {entry.values.map((value, index) => (
              <td key={offers[index]?.id ?? index} className={`${cell} ${valueCell}`}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
