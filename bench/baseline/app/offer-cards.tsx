import Image from "next/image";
import Link from "next/link";
import type { BenchOffer } from "./bench-offers";

const price = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

/** The same 12 cards as /ofertas, as plain server components. */
export function OfferCards({ offers }: { offers: BenchOffer[] }) {
  return (
    <main>
      <h1>Ofertas</h1>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {offers.map((offer, index) => (
          <li key={offer.id}>
            <article
              aria-labelledby={`oferta-${offer.id}`}
              className="flex h-full flex-col rounded-2xl p-4"
            >
              <Image
                src={offer.model.imageUrl}
                alt={offer.model.imageAlt}
                width={400}
                height={160}
                loading={index < 3 ? "eager" : "lazy"}
                unoptimized
              />
              <p className="mt-3 text-xs font-semibold uppercase">
                {offer.kind} · {offer.model.categoryName}
              </p>
              <h3 id={`oferta-${offer.id}`} className="mt-1 text-xl font-bold">
                <Link href={`/ofertas/${offer.slug}`}>{offer.title}</Link>
              </h3>
              {offer.segments.length > 0 ? <p>{offer.segments.join(", ")}</p> : null}
              <p className="mt-3 text-2xl font-bold">{price.format(offer.price)}</p>
              <details className="mt-2 text-sm">
                <summary>Condições</summary>
                <p>{offer.conditions}</p>
              </details>
              {offer.dealer ? (
                <p className="mt-auto pt-4 text-sm">
                  {offer.dealer.name} ({offer.dealer.city} - {offer.dealer.stateCode})
                </p>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
    </main>
  );
}
