import type { CartService, ServiceInput } from "./booking-cart";

/** What an additional service costs before offers; 0 with priceOnRequest is quoted at the dealer. */
export interface PricedService {
  code: string;
  name: string;
  serviceType: string;
  price: number;
  priceOnRequest: boolean;
}

export interface OfferTerms<Badge> {
  serviceCode: string | null;
  discountPercent: number;
  freeOffer: boolean;
  badge: Badge;
}

/**
 * A service's price after the dealer's best offer, as the server charges it and the wizard shows
 * it: a free offer costs 0, a price on request takes no discount.
 */
export function priceWithOffers<Badge>(
  service: PricedService,
  offers: readonly OfferTerms<Badge>[],
): { price: number; freeOffer: boolean; badge: Badge | null } {
  const matching = offers.filter((offer) => offer.serviceCode === service.code);
  const free = matching.find((offer) => offer.freeOffer);
  if (free) return { price: 0, freeOffer: true, badge: free.badge };
  const best = matching.reduce<OfferTerms<Badge> | undefined>(
    (top, offer) => (!top || offer.discountPercent > top.discountPercent ? offer : top),
    undefined,
  );
  if (!best || service.priceOnRequest)
    return { price: service.price, freeOffer: false, badge: best?.badge ?? null };
  return {
    price: Math.round(service.price * (100 - best.discountPercent)) / 100,
    freeOffer: false,
    badge: best.badge,
  };
}

/**
 * The additional-service lines of a cart that no longer hold once the vehicle or the dealer
 * changed: those the new model is not offered (they could not be unticked, and the booking would
 * be refused), and those whose price moved, with the line that replaces each.
 */
export function staleServiceLines<Badge>(
  lines: readonly CartService[],
  catalogue: readonly PricedService[],
  offers: readonly OfferTerms<Badge>[],
): { remove: string[]; add: ServiceInput[] } {
  const remove: string[] = [];
  const add: ServiceInput[] = [];
  for (const line of lines) {
    if (line.serviceType !== "2") continue;
    const service = catalogue.find((entry) => entry.code === line.code);
    if (!service) {
      remove.push(line.itemListId);
      continue;
    }
    const priced = priceWithOffers(service, offers);
    if (priced.price === line.price && priced.freeOffer === line.freeOffer) continue;
    remove.push(line.itemListId);
    add.push({
      code: service.code,
      name: service.name,
      serviceType: service.serviceType,
      price: priced.price,
      freeOffer: priced.freeOffer,
    });
  }
  return { remove, add };
}
