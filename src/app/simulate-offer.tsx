import type { ComponentProps } from "react";
import { offerRateOf, SimulatorLauncher } from "@/features/financing";
import type { Offer, OfferListItem } from "@/features/offers";

type SimulatorOffer = ComponentProps<typeof SimulatorLauncher>["offer"];

/** What the financing simulator needs of an offer: financing does not know the offers feature. */
export function toSimulatorOffer(offer: Offer): SimulatorOffer {
  return {
    id: offer.id,
    title: offer.title,
    priceCents: offer.priceCents,
    carName: offer.model.name,
    version: offer.version.name,
    category: offer.model.categoryName,
    offerRate: offerRateOf(offer.financing),
  };
}

/**
 * Every offer card of every list opens the financing simulator for its offer (SPEC.md: a simulator
 * loader on every page). The launcher is a button; the dialog's code loads on the first click.
 * From a list, "share" links to the offer's own page, and the list's address is left alone.
 */
export function simulateOffer(offer: OfferListItem) {
  return (
    <SimulatorLauncher
      fromLink={false}
      offer={{ ...toSimulatorOffer(offer), sharePath: `/ofertas/${offer.slug}` }}
    />
  );
}
