import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getRequestLocation } from "@/features/location/server";
import {
  coversPlace,
  dealersForOffer,
  endedOfferBySlug,
  OfferConditions,
  OfferDealers,
  OfferHeader,
  OfferJsonLd,
  offerBySlug,
  OfferSpecs,
  OutsideRegionNotice,
  pointFromLocation,
  type SearchPoint,
} from "@/features/offers/server";
import { SimulatorLauncher } from "@/features/financing";
import { toSimulatorOffer } from "@/app/simulate-offer";
import { PurchaseIntentionSection } from "@/features/leads";
import { recentPurchaseLeadDealer, requestPlainDraft } from "@/features/leads/server";
import { ComparisonTray, offersTexts } from "@/features/offers";
import { siteTexts } from "@/features/shell";
import { formatBRL } from "@/lib/format";
import { config } from "@/lib/config";
import { pageMetadata } from "@/lib/page-metadata";
import { centsToReais } from "@/lib/money";

export const dynamic = "force-dynamic";

interface Props {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

// Slugs are lower-case words and digits; anything else is not an offer (and never reaches SQL).
const validSlug = (slug: string) => /^[a-z0-9-]{1,120}$/.test(slug);

async function load(slug: string) {
  if (!validSlug(slug)) return undefined;
  return offerBySlug(slug, pointFromLocation(await getRequestLocation()));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const offer = await load(slug);
  if (!offer) {
    // An ended offer's page says so (./not-found.tsx), and is kept out of search indexes.
    const ended =
      validSlug(slug) &&
      (await endedOfferBySlug(slug, pointFromLocation(await getRequestLocation())));
    return ended
      ? {
          title: offersTexts.ended.metaTitle,
          description: offersTexts.ended.text(ended.title),
          robots: { index: false, follow: true },
        }
      : { title: siteTexts.notFoundTitle, description: siteTexts.notFoundText };
  }
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
  outsideRegion,
  answer,
  coverage,
}: {
  offer: PageOffer;
  point: SearchPoint;
  outsideRegion: boolean;
  /** The answer to the plain form, as its redirect named it (?pedido= or ?erro=). */
  answer: { sent?: string; refused?: string };
  /** The place of a shared link (?coverage=), which the plain form's answer keeps. */
  coverage?: string;
}) {
  const [dealers, sentTo, draft] = await Promise.all([
    dealersForOffer(offer.id, point, 6),
    answer.sent ? recentPurchaseLeadDealer(answer.sent, offer.id) : undefined,
    // A refusal shows the form again with what was typed, kept by this browser's cookie.
    answer.refused ? requestPlainDraft() : undefined,
  ]);
  return (
    <>
      <OfferDealers offer={offer} dealers={dealers} />
      <div id="tenho-interesse" className="mt-10 max-w-2xl">
        {/* Still open: the dealers that sell it take the lead, told apart by the warning (decision 053). */}
        {outsideRegion && dealers.length > 0 ? (
          <p className="mb-4 font-semibold">{offersTexts.outsideRegion.lead}</p>
        ) : null}
        <PurchaseIntentionSection
          offerPath={`/ofertas/${offer.slug}`}
          coverage={coverage}
          refused={answer.refused}
          draft={draft}
          sent={answer.sent && sentTo ? { protocol: answer.sent, dealer: sentTo } : undefined}
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

const single = (value: string | string[] | undefined) =>
  typeof value === "string" ? value : undefined;

export default async function OfferPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const query = await searchParams;
  const offer = await load(slug);
  if (!offer) notFound();
  const location = await getRequestLocation();
  const point = pointFromLocation(location);
  // The listing hides an offer outside the shopper's place (coversPlace); a direct link says so.
  const outsideRegion = !coversPlace(offer, point);
  return (
    <article className="py-8">
      <OfferJsonLd offer={offer} url={`${config().PUBLIC_BASE_URL}/ofertas/${offer.slug}`} />
      {outsideRegion ? <OutsideRegionNotice offer={offer} place={location.label} /> : null}
      <OfferHeader offer={offer} actions={<SimulatorLauncher offer={toSimulatorOffer(offer)} />} />
      <OfferConditions offer={offer} />
      <OfferSpecs offer={offer} />
      <NearbyDealersAndIntention
        offer={offer}
        point={point}
        outsideRegion={outsideRegion}
        answer={{ sent: single(query.pedido), refused: single(query.erro) }}
        coverage={single(query.coverage)}
      />
      <ComparisonTray />
    </article>
  );
}
