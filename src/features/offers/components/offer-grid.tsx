import type { OfferListItem } from "../domain/offer";
import { OfferCard, type OfferCardAction } from "./offer-card";
import { OfferListTracker } from "./offer-list-tracker";
import { vehicleItemOf } from "./vehicle-item";

const eagerCards = 2;

export function OfferGrid({
  offers,
  listId,
  listName,
  firstIndex = 0,
  cardAction,
}: {
  offers: OfferListItem[];
  listId: string;
  listName: string;
  firstIndex?: number;
  cardAction?: OfferCardAction;
}) {
  return (
    <OfferListTracker
      listId={listId}
      listName={listName}
      items={offers.map((offer, index) => vehicleItemOf(offer, firstIndex + index))}
    >
      {/* Columns wide enough for the 229 px buttons of a card: two from 640 px, three from 1280, four from 1400. */}
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3 min-[1400px]:grid-cols-4">
        {offers.map((offer, index) => (
          <li key={offer.id}>
            <OfferCard
              offer={offer}
              index={firstIndex + index}
              eager={firstIndex + index < eagerCards}
              action={cardAction}
            />
          </li>
        ))}
      </ul>
    </OfferListTracker>
  );
}
