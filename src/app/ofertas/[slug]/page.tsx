import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getRequestLocation } from "@/features/location/server";
import {
  dealersForOffer,
  OfferConditions,
  OfferDealers,
  OfferHeader,
  OfferJsonLd,
  offerBySlug,
  OfferSpecs,
  pointFromLocation,
  type SearchPoint,
} from "@/features/offers/server";
import { SimulatorLauncher } from "@/features/financing";
import { toSimulatorOffer } from "@/app/simulate-offer";
import { PurchaseIntentionSection } from "@/features/leads";
import { ComparisonTray } from "@/features/offers";
import { siteTexts } from "@/features/shell";
import { formatBRL } from "@/lib/format";
import { config } from "@/lib/config";
import { pageMetadata } from "@/lib/page-metadata";
import { centsToReais } from "@/lib/money";

export const dynamic = "force-dynamic";

interface Props {
  params: Promise<{ slug: string }>;
}

async function load(slug: string) {
  // Slugs are lower-case words and digits; anything else is not an offer (and never reaches SQL).
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) return undefined;
  return offerBySlug(slug, pointFromLocation(await getRequestLocation()));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const offer = await load(slug);
  if (!offer) return { title: siteTexts.notFoundTitle, description: siteTexts.notFoundText };
  return pageMetadata({
    title: offer.title,
    description: `${offer.version.name} por ${formatBRL(offer.priceCents)}. ${offer.conditions.slice(0, 120)}`,
    path: `/ofertas/${offer.slug}`,
  });
}

type PageOffer = NonNullable<Awaited<ReturnType<typeof load>>>;

/**
 * The dealers near the visitor that sell the offer, and the purchase intention that names them.
 * Rendered with the offer, not streamed after it: the ranking is a cached read per place (tens of
 * milliseconds when cold), and a streamed part needs a script to appear (decision 036, later).
 */
async function NearbyDealersAndIntention({
  offer,
  point,
}: {
  offer: PageOffer;
  point: SearchPoint;
}) {
  const dealers = await dealersForOffer(offer.id, point, 6);
  return (
    <>
      <OfferDealers offer={offer} dealers={dealers} />
      <div id="tenho-interesse" className="mt-10 max-w-2xl">
        <PurchaseIntentionSection
          offerId={offer.id}
          dealers={dealers}
          item={{
            id: String(offer.id),
            category: offer.model.categoryName,
            carName: offer.model.name,
            version: offer.version.name,
            valuePer: centsToReais(offer.priceCents),
            index: 0,
          }}
        />
      </div>
    </>
  );
}

export default async function OfferPage({ params }: Props) {
  const { slug } = await params;
  const offer = await load(slug);
  if (!offer) notFound();
  const point = pointFromLocation(await getRequestLocation());
  return (
    <article className="py-8">
      <OfferJsonLd offer={offer} url={`${config().PUBLIC_BASE_URL}/ofertas/${offer.slug}`} />
      <OfferHeader offer={offer} actions={<SimulatorLauncher offer={toSimulatorOffer(offer)} />} />
      <OfferConditions offer={offer} />
      <OfferSpecs offer={offer} />
      <NearbyDealersAndIntention offer={offer} point={point} />
      <ComparisonTray />
    </article>
  );
}
