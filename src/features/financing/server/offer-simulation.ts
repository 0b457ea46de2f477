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

/** The simulation of an offer already read, or what the rate table refuses in it, field by field. */
async function simulationOf(offer: FinancingOffer, shared: SharedSimulation) {
  return simulate(
    await getRateTable(),
    { ...shared, priceCents: offer.priceCents },
    offer.offerRate,
  );
}

/**
 * A simulation attached to something else (a lead): the figures computed here, or null when the
 * rate table refuses them, so the simulation alone never refuses what it came with.
 */
export async function attachedSimulation(
  offer: FinancingOffer,
  shared: SharedSimulation,
): Promise<SimulationResult | null> {
  const outcome = await simulationOf(offer, shared);
  return outcome.ok ? outcome.result : null;
}

/**
 * Simulates financing an offer by id, with the same module the browser runs: a refused input is
 * a 422 naming the field, and an unknown or ended offer is a 422 too.
 */
export async function simulateOffer(
  offerId: number,
  shared: SharedSimulation,
): Promise<{ offer: FinancingOffer; result: SimulationResult }> {
  const offer = await offerForFinancing(offerId);
  if (!offer) {
    throw new UnknownFinancedOfferError();
  }
  const outcome = await simulationOf(offer, shared);
  if (!outcome.ok) throw new InvalidSimulationError(outcome.errors);
  return { offer, result: outcome.result };
}
