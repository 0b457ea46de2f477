import { LocationBasis, type SearchLocation } from "@/features/location";
import { initialOfferFilters } from "../domain/offer-filters";
import { pointFromLocation } from "../server/api-shape";
import { nearestDealers, searchOffers } from "../server/offer-service";
import { offersTexts } from "../texts";
import { ComparisonTray } from "./comparison-tray";
import { DealerContact } from "./dealer-contact";
import type { OfferCardAction } from "./offer-card";
import { OfferGrid } from "./offer-grid";
import { TextLink } from "@/ui/text-link";

const t = offersTexts.dealersPage;
const shownDealers = 6;

/** The dealers nearest to the visitor, each with its outlet offers. */
export async function DealerNetworkPage({
  location,
  cardAction,
}: {
  location: SearchLocation;
  cardAction?: OfferCardAction;
}) {
  const point = pointFromLocation(location);
  const [dealers, outlet] = await Promise.all([
    nearestDealers(point, shownDealers, false),
    searchOffers({
      point: { ...point, state: "BR", city: "ALL" },
      filters: initialOfferFilters,
      kind: "dealer",
    }),
  ]);
  return (
    <div className="py-8">
      <h1 className="text-3xl font-bold text-brand md:text-4xl">{t.title}</h1>
      <p className="mt-2 max-w-3xl text-lg text-muted">{t.intro}</p>
      <LocationBasis location={location} heading={t.locationNote(location.label)} />
      <ul aria-label={t.listLabel} className="mt-8 space-y-10">
        {dealers.map((dealer) => {
          const offers = outlet
            .filter((offer) => offer.outletDealerId === dealer.id)
            .map((offer) => ({ ...offer, dealer }));
          const headingId = `concessionaria-${dealer.code}`;
          return (
            <li key={dealer.code}>
              <section aria-labelledby={headingId}>
                <h2 id={headingId} className="text-2xl font-bold">
                  {dealer.name}
                </h2>
                <p className="text-muted">
                  {dealer.address}, {dealer.district} · {dealer.city} - {dealer.stateCode} ·{" "}
                  {offersTexts.card.distance(dealer.distanceKm)}
                </p>
                <div className="mt-2 flex flex-wrap items-center gap-4">
                  <DealerContact dealer={dealer} message={offersTexts.whatsappMessage.dealer} />
                  {/* A shared-link address: the server renders the offers of that city at once. */}
                  <TextLink
                    href={`/ofertas?${new URLSearchParams({ coverage: `${dealer.city} - ${dealer.stateCode}` })}`}
                    touch
                  >
                    {t.offersNear(`${dealer.city} - ${dealer.stateCode}`)}
                  </TextLink>
                </div>
                <h3 className="mt-4 text-lg font-bold">{t.offers}</h3>
                {offers.length === 0 ? (
                  <p className="mt-2">
                    {t.noOffers}{" "}
                    <TextLink href="/ofertas/modelo">{offersTexts.pages.model.title}</TextLink>
                  </p>
                ) : (
                  <div className="mt-3">
                    <OfferGrid
                      offers={offers}
                      listId={`concessionaria-${dealer.code}`}
                      listName={dealer.name}
                      cardAction={cardAction}
                    />
                  </div>
                )}
              </section>
            </li>
          );
        })}
      </ul>
      <ComparisonTray />
    </div>
  );
}
