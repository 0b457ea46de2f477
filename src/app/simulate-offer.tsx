import { SimulatorLauncher } from "@/features/financing";
import type { OfferListItem } from "@/features/offers";

/**
 * Every offer card of every list opens the financing simulator for its offer (SPEC.md: a simulator
 * loader on every page). The launcher is a button; the dialog's code loads on the first click.
 */
export function simulateOffer(offer: OfferListItem) {
  return (
    <SimulatorLauncher
      fromLink={false}
      offer={{
        id: offer.id,
        title: offer.title,
        priceCents: offer.priceCents,
        carName: offer.model.name,
        version: offer.version.name,
        category: offer.model.categoryName,
        sharePath: `/ofertas/${offer.slug}`,
      }}
    />
  );
}
