import { Illustration } from "@/ui/inline-illustration";
import type { ReactNode } from "react";
import Link from "next/link";
import type { OfferListItem } from "../domain/offer";
import { kindNames, offersTexts } from "../texts";
import { CompareToggle } from "./compare-toggle";
import { DealerContact } from "./dealer-contact";
import { OfferPrice } from "./offer-price";
import { vehicleItemOf } from "./vehicle-item";

export function offerHref(offer: { slug: string }): string {
  return `/ofertas/${offer.slug}`;
}

/** What a page adds to every card of its lists (the financing simulator, composed by the page). */
export type OfferCardAction = (offer: OfferListItem) => ReactNode;

/** One offer in a list: what, how much, on which terms, until when, and who sells it nearby. */
export function OfferCard({
  offer,
  index,
  eager = false,
  headingLevel = 3,
  action,
}: {
  offer: OfferListItem;
  index: number;
  eager?: boolean;
  headingLevel?: 2 | 3;
  action?: OfferCardAction;
}) {
  const Heading = `h${headingLevel}` as const;
  const headingId = `oferta-${offer.id}`;
  const t = offersTexts.card;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl bg-surface-alt p-4 sm:p-5"
    >
      <Illustration
        eager={eager}
        src={offer.model.imageUrl}
        alt={offer.model.imageAlt}
        width={400}
        height={160}
        className="h-auto w-full"
      />
      <p className="mt-3 text-xs font-semibold tracking-wide text-muted uppercase">
        {kindNames[offer.kind]} · {offer.model.categoryName}
      </p>
      <Heading id={headingId} className="mt-1 text-xl font-bold">
        <Link
          href={offerHref(offer)}
          data-offer-id={offer.id}
          className="text-brand underline-offset-2 hover:underline"
        >
          {offer.title}
        </Link>
      </Heading>
      {offer.segments.length > 0 ? <p className="text-sm">{t.segments(offer.segments)}</p> : null}
      <div className="mt-3">
        <OfferPrice offer={offer} />
      </div>
      <details className="mt-2 text-sm">
        <summary className="min-h-6 cursor-pointer font-semibold text-brand-accent">
          {t.conditions}
        </summary>
        <p className="mt-1 text-muted">{offer.conditions}</p>
      </details>
      <div className="mt-auto pt-4">
        {offer.dealer ? (
          <div className="mb-3 text-sm">
            <p className="text-muted">
              {offer.outletDealerId === null ? t.nearestDealer : t.outletDealer}
            </p>
            <p className="font-semibold">
              {offer.dealer.name}{" "}
              <span className="font-normal text-muted">
                ({offer.dealer.city} - {offer.dealer.stateCode},{" "}
                {t.distance(offer.dealer.distanceKm)})
              </span>
            </p>
            <div className="mt-2">
              <DealerContact
                dealer={offer.dealer}
                message={offersTexts.whatsappMessage.offer(offer.title)}
                item={vehicleItemOf(offer, index)}
              />
            </div>
          </div>
        ) : (
          <p className="mb-3 text-sm text-muted">{t.noDealer}</p>
        )}
        {action ? <div className="mb-3">{action(offer)}</div> : null}
        <CompareToggle offerId={offer.id} title={offer.title} />
      </div>
    </article>
  );
}
