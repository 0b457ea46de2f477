import type { OfferListItem } from "../domain/offer";
import { OfferCard } from "./offer-card";
import { OfferListTracker } from "./offer-list-tracker";
import { vehicleItemOf } from "./vehicle-item";

const eagerCards = 2;

export function OfferGrid({
  offers,
  listId,
  listName,
  firstIndex = 0,
}: {
  offers: OfferListItem[];
  listId: string;
  listName: string;
  firstIndex?: number;
}) {
  return (
    <OfferListTracker
      listId={listId}
      listName={listName}
      items={offers.map((offer, index) => vehicleItemOf(offer, firstIndex + index))}
    >
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {offers.map((offer, index) => (
          <li key={offer.id}>
            <OfferCard
              offer={offer}
              index={firstIndex + index}
              eager={firstIndex + index < eagerCards}
            />
          </li>
        ))}
      </ul>
    </OfferListTracker>
  );
}
