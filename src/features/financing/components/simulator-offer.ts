import type { OfferRate } from "../domain/offer-rate";

/** What an offer page or an offer card hands the simulator. */
export interface SimulatorOffer {
  id: number;
  title: string;
  priceCents: number;
  carName: string;
  version: string;
  category: string;
  /**
   * Set when the simulator opens from a list's card: the list's address is left alone and "share"
   * copies a link to the offer's own page (e.g. "/ofertas/polo-track-...") with the simulation.
   */
  sharePath?: string;
  /** A financing offer's own rate: the simulator opens at its terms and applies it there. */
  offerRate?: OfferRate;
}
