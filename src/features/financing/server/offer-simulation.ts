import "server-only";
import { defaultSearchLocation } from "@/features/location";
import { offersByIds, pointFromLocation } from "@/features/offers/server";
import type { SharedSimulation } from "../domain/share-url";
import { simulate, type SimulationResult } from "../domain/simulation";
import { getRateTable } from "./rate-table-repository";
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
}

/** An active offer by id, or undefined when it does not exist or has ended. */
export async function offerForFinancing(offerId: number): Promise<FinancingOffer | undefined> {
  const { offers } = await offersByIds([offerId], pointFromLocation(defaultSearchLocation));
  const offer = offers[0];
  if (!offer) return undefined;
  return {
    id: offer.id,
    slug: offer.slug,
    title: offer.title,
    priceCents: offer.priceCents,
    carName: offer.model.name,
    version: offer.version.name,
    category: offer.model.categoryName,
  };
}

/**
 * Simulates financing an offer on the server with the same module the browser runs; an unknown
 * offer or a refused input is a 422 naming the field (prefixed, e.g. "simulation.").
 */
export async function simulateOffer(
  offerId: number,
  shared: SharedSimulation,
  fieldPrefix = "",
): Promise<{ offer: FinancingOffer; result: SimulationResult }> {
  const offer = await offerForFinancing(offerId);
  if (!offer) {
    throw new UnknownFinancedOfferError();
  }
  const outcome = simulate(await getRateTable(), { ...shared, priceCents: offer.priceCents });
  if (!outcome.ok) {
    const fields = Object.fromEntries(
      Object.entries(outcome.errors).map(([field, message]) => [`${fieldPrefix}${field}`, message]),
    );
    throw new InvalidSimulationError(fields);
  }
  return { offer, result: outcome.result };
}
