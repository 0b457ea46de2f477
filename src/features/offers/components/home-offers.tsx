import { LocationBasis, type SearchLocation } from "@/features/location";
import { Carousel } from "@/ui/carousel";
import { offerKinds } from "../domain/offer";
import { initialOfferFilters } from "../domain/offer-filters";
import { pointFromLocation } from "../server/api-shape";
import { searchOffers } from "../server/offer-service";
import { offersTexts } from "../texts";
import { ComparisonTray } from "./comparison-tray";
import { OfferCard, type OfferCardAction } from "./offer-card";
import { OfferListTracker } from "./offer-list-tracker";
import { vehicleItemOf } from "./vehicle-item";
import { TextLink } from "@/ui/text-link";

const perCarousel = 6;
const kindPaths = {
  model: "/ofertas/modelo",
  dealer: "/ofertas/rede-de-concessionaria",
  "direct-sales": "/ofertas/vendas-diretas",
} as const;

/** SPEC.md section 2: the home page's offers, one carousel per kind, nearest first. */
export async function HomeOffers({
  location,
  cardAction,
}: {
  location: SearchLocation;
  cardAction?: OfferCardAction;
}) {
  const all = await searchOffers({
    point: pointFromLocation(location),
    filters: initialOfferFilters,
  });
  return (
    <>
      <div className="mt-8">
        <LocationBasis location={location} heading={offersTexts.locationNote(location.label)} />
      </div>
      {offerKinds.map((kind) => {
        const offers = all.filter((offer) => offer.kind === kind).slice(0, perCarousel);
        if (offers.length === 0) return null;
        const title = offersTexts.home.carousels[kind];
        return (
          <div key={kind} className="mt-12">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-2xl font-bold">{title}</h2>
              <TextLink href={kindPaths[kind]}>{offersTexts.home.seeAll[kind]}</TextLink>
            </div>
            <div className="mt-4">
              <OfferListTracker
                listId={`home-${kind}`}
                listName={title}
                items={offers.map((offer, index) => vehicleItemOf(offer, index))}
              >
                <Carousel
                  label={title}
                  perView="cards"
                  slides={offers.map((offer, index) => (
                    <OfferCard key={offer.id} offer={offer} index={index} action={cardAction} />
                  ))}
                />
              </OfferListTracker>
            </div>
          </div>
        );
      })}
      <ComparisonTray />
    </>
  );
}
