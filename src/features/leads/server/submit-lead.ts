import "server-only";
import { simulationInReais } from "@/features/financing";
import { attachedSimulation, financingOfferOf } from "@/features/financing/server";
import { offerAtDealer } from "@/features/offers/server";
import type { LeadBody } from "../contracts";
import type { LeadSubject } from "../domain/dealer-lead";
import { saveLead, type SavedLead } from "./lead-store";
import { nudgeLeadOutbox } from "./outbox-worker";
import { centsToReais, reaisToCents } from "@/lib/money";
import {
  LeadDealerDoesNotSellError,
  UnknownLeadOfferError,
  UnknownPlanError,
} from "../domain/errors";

async function purchaseSubject(body: Extract<LeadBody, { kind: "purchase" }>) {
  // One catalogue read and one dealer row: the offer is not read again, no dealer is ranked.
  const found = await offerAtDealer(body.offerId, body.dealerCode);
  if (!found) {
    throw new UnknownLeadOfferError();
  }
  if (!found.soldByDealer) {
    throw new LeadDealerDoesNotSellError();
  }
  const offer = financingOfferOf(found.offer);
  // The figures are recomputed here: what the dealer receives never depends on the browser's maths.
  // A simulation the rate table refuses (a link edited by hand, rates changed since) is left out
  // and the lead still goes: the contact is what the shopper asked for (decision 080).
  const result =
    body.simulation &&
    (await attachedSimulation(offer, {
      plan: body.simulation.plan,
      downPaymentCents: reaisToCents(body.simulation.downPayment),
      termMonths: body.simulation.termMonths,
    }));
  const simulation = result ? simulationInReais(result) : null;
  const subject: LeadSubject = {
    kind: "purchase",
    offerId: offer.id,
    title: offer.title,
    carName: offer.carName,
    version: offer.version,
    price: centsToReais(offer.priceCents),
  };
  return { subject, simulation, simulationLeftOut: body.simulation !== undefined && !result };
}

/** What a subscription lead needs to know of a plan; the subscription feature answers it. */
export interface SubscriptionPlanFacts {
  id: number;
  carName: string;
  termMonths: number;
  kmPerMonth: number;
  monthlyPriceCents: number;
}

/**
 * The plans live in the subscription feature, which sits above leads (its chooser shows the lead
 * form): the route hands the lookup in, so leads never imports subscription.
 */
export interface LeadPorts {
  subscriptionPlan: (planId: number) => Promise<SubscriptionPlanFacts | null | undefined>;
}

async function subscriptionSubject(
  body: Extract<LeadBody, { kind: "subscription" }>,
  ports: LeadPorts,
) {
  const plan = await ports.subscriptionPlan(body.planId);
  if (!plan) {
    throw new UnknownPlanError();
  }
  const subject: LeadSubject = {
    kind: "subscription",
    planId: plan.id,
    carName: plan.carName,
    termMonths: plan.termMonths,
    kmPerMonth: plan.kmPerMonth,
    monthlyPrice: centsToReais(plan.monthlyPriceCents),
  };
  return { subject, simulation: null, simulationLeftOut: false };
}

/** Checks what the lead refers to, saves it with its outbox entry and wakes the worker. */
export async function submitLead(
  body: LeadBody,
  ports: LeadPorts,
): Promise<SavedLead & { simulationLeftOut: boolean }> {
  const { subject, simulation, simulationLeftOut } =
    body.kind === "purchase" ? await purchaseSubject(body) : await subscriptionSubject(body, ports);
  const saved = await saveLead({ contact: body, subject, simulation });
  nudgeLeadOutbox();
  return { ...saved, simulationLeftOut };
}
