import "server-only";
import { activeOfferById } from "@/features/offers/server";
import type { SharedSimulation } from "../domain/share-url";
import { simulate, type SimulationResult } from "../domain/simulation";
import { getRateTable } from "./rate-table-repository";
import { offerRateOf, type OfferRate } from "../domain/offer-rate";
import { InvalidSimulationError, UnknownFinancedOfferError } from "../domain/errors";

/** What the simulator needs to know about an offer. */
export interface FinancingOffer {
  id: number;
  slug: string;
  title: string;
  priceCents: number;
  carName: string;
  version: string;
  category: string;
  /** The offer's own rate and its conditions, for a financing offer. */
  offerRate?: OfferRate;
}

/** What the simulator needs of a catalogue offer. */
export function financingOfferOf(offer: {
  id: number;
  slug: string;
  title: string;
  priceCents: number;
  model: { name: string; categoryName: string };
  version: { name: string };
  financing: { downPaymentCents: number; installments: number; monthlyRatePercent: string } | null;
}): FinancingOffer {
  return {
    id: offer.id,
    slug: offer.slug,
    title: offer.title,
    priceCents: offer.priceCents,
    carName: offer.model.name,
    version: offer.version.name,
    category: offer.model.categoryName,
    offerRate: offerRateOf(offer.financing),
  };
}

/** An active offer by id, or undefined when it does not exist or has ended. */
async function offerForFinancing(offerId: number): Promise<FinancingOffer | undefined> {
  const offer = await activeOfferById(offerId);
  return offer && financingOfferOf(offer);
}

/**
 * Simulates financing an offer already read, with the same module the browser runs; a refused
 * input is a 422 naming the field (prefixed, e.g. "simulation.").
 */
export async function simulateFinancedOffer(
  offer: FinancingOffer,
  shared: SharedSimulation,
  fieldPrefix = "",
): Promise<SimulationResult> {
  const outcome = simulate(
    await getRateTable(),
    { ...shared, priceCents: offer.priceCents },
    offer.offerRate,
  );
  if (!outcome.ok) {
    const fields = Object.fromEntries(
      Object.entries(outcome.errors).map(([field, message]) => [`${fieldPrefix}${field}`, message]),
    );
    throw new InvalidSimulationError(fields);
  }
  return outcome.result;
}

/** Simulates financing an offer by id; an unknown or ended offer is a 422 too. */
export async function simulateOffer(
  offerId: number,
  shared: SharedSimulation,
  fieldPrefix = "",
): Promise<{ offer: FinancingOffer; result: SimulationResult }> {
  const offer = await offerForFinancing(offerId);
  if (!offer) {
    throw new UnknownFinancedOfferError();
  }
  return { offer, result: await simulateFinancedOffer(offer, shared, fieldPrefix) };
}
