import Link from "next/link";
import { formatBRL } from "@/lib/format";
import { TextLink } from "@/ui/text-link";
import type { OfferListItem } from "../domain/offer";
import { offersTexts } from "../texts";

const t = offersTexts.ended;

/**
 * What a link to an ended offer shows: that it ended, and where the shopper goes on from there
 * (the same model's offers near them, else every offer), instead of a bare "not found".
 */
export function EndedOffer({
  title,
  modelName,
  current,
}: {
  title: string;
  modelName: string;
  current: OfferListItem[];
}) {
  const modelHref = `/ofertas?carName=${encodeURIComponent(modelName)}`;
  return (
    <section className="py-16">
      <h1 className="text-3xl font-bold text-brand">{t.title}</h1>
      <p className="mt-4 text-lg text-muted">{t.text(title)}</p>
      {current.length > 0 ? (
        <>
          <h2 className="mt-8 text-2xl font-bold text-brand">{t.current(modelName)}</h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {current.map((offer) => (
              <li key={offer.id} className="rounded-2xl bg-surface-alt p-4">
                <Link
                  href={`/ofertas/${offer.slug}`}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-accent underline"
                >
                  {offer.title}
                </Link>
                <p className="text-lg font-bold text-brand">{formatBRL(offer.priceCents)}</p>
              </li>
            ))}
          </ul>
          <TextLink href={modelHref} touch className="mt-6">
            {t.allOfModel(modelName)}
          </TextLink>
        </>
      ) : (
        <>
          <p className="mt-8">{t.none(modelName)}</p>
          <TextLink href="/ofertas" touch className="mt-4">
            {t.all}
          </TextLink>
        </>
      )}
    </section>
  );
}
