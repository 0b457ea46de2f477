import { benchOffers } from "../bench-offers";
import { OfferCards } from "../offer-cards";

// Prerendered at build time: what a cached page of the framework costs.
export const dynamic = "force-static";

export default function PrerenderedCardsPage() {
  return <OfferCards offers={benchOffers} />;
}
