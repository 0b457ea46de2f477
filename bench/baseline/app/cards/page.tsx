import { connection } from "next/server";
import { benchOffers } from "../bench-offers";
import { OfferCards } from "../offer-cards";

// Rendered on every request, as /ofertas is.
export default async function DynamicCardsPage() {
  await connection();
  return <OfferCards offers={benchOffers} />;
}
