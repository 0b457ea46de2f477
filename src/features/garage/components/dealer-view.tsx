import Link from "next/link";
import { formatPhone } from "@/lib/brazilian-phone";
import { phoneDigits } from "../domain/format";
import type { FavouriteDealer } from "../server/dealer-choice";
import { textLinkClass } from "@/ui/text-link";
import { garageTexts } from "../texts";

// External and tel: links are plain anchors, styled as every text link.
const linkClass = textLinkClass();

/** view=concessionaria: the favourite dealer with map, hours, phone and WhatsApp. */
export function DealerView({
  dealer,
  clock,
}: {
  dealer: FavouriteDealer | null;
  /** "Horários no fuso de Rio Branco.": a dealer keeps its hours on its own clock. */
  clock?: string;
}) {
  const t = garageTexts.garage;
  if (!dealer) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p>{t.dealerNone}</p>
        <Link
          href="/profile/dealer/change"
          className="rounded-full bg-brand px-5 py-2 font-semibold text-white"
        >
          {t.chooseDealer}
        </Link>
      </div>
    );
  }
  const map = `https://www.google.com/maps/search/?api=1&query=${dealer.latitude},${dealer.longitude}`;
  const byDay = new Map(dealer.hours.map((h) => [h.weekday, h]));
  return (
    <section aria-labelledby="dealer-title" className="flex flex-col gap-4">
      <h2 id="dealer-title" className="text-xl font-bold text-brand">
        {dealer.name}
      </h2>
      <address className="not-italic">
        {dealer.address} – {dealer.district}
        <br />
        {dealer.city} - {dealer.stateCode}, CEP {dealer.postalCode}
      </address>
      <ul className="flex flex-wrap gap-4">
        <li>
          <a href={map} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {t.map} <span className="sr-only">(abre em nova aba)</span>
          </a>
        </li>
        <li>
          {t.phone}:{" "}
          <a href={`tel:+${phoneDigits(dealer.phone, true)}`} className={linkClass}>
            <span className="whitespace-nowrap">{formatPhone(phoneDigits(dealer.phone))}</span>
          </a>
        </li>
        <li>
          <a
            href={`https://wa.me/${phoneDigits(dealer.whatsapp, true)}`}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
          >
            {t.whatsapp}:{" "}
            <span className="whitespace-nowrap">{formatPhone(phoneDigits(dealer.whatsapp))}</span>{" "}
            <span className="sr-only">(abre em nova aba)</span>
          </a>
        </li>
      </ul>
      <div>
        <h3 className="font-bold">{t.hours}</h3>
        <dl className="mt-2 grid max-w-sm grid-cols-[auto_1fr] gap-x-4">
          {[1, 2, 3, 4, 5, 6, 0].map((weekday) => {
            const hours = byDay.get(weekday);
            return (
              <div key={weekday} className="contents">
                <dt>{t.weekdays[weekday]}</dt>
                <dd>{hours ? `${hours.opensAt} às ${hours.closesAt}` : t.closed}</dd>
              </div>
            );
          })}
        </dl>
        {clock ? <p className="mt-2 text-sm text-muted">{clock}</p> : null}
      </div>
      <Link
        href="/profile/dealer/change"
        className="self-start rounded-full border-2 border-brand px-5 py-2 font-semibold text-brand"
      >
        {t.changeDealer}
      </Link>
    </section>
  );
}
