import "server-only";
import { simulationInReais } from "@/features/financing";
import { offerForFinancing, simulateOffer } from "@/features/financing/server";
import { defaultSearchLocation } from "@/features/location";
import { dealersForOffer, pointFromLocation } from "@/features/offers/server";
import { subscriptionPlanById } from "@/features/subscription/server";
import { apiErrors } from "@/lib/http";
import type { LeadBody } from "../contracts";
import type { LeadSubject } from "../domain/dealer-lead";
import { leadTexts } from "../texts";
import { saveLead, type SavedLead } from "./lead-store";
import { nudgeLeadOutbox } from "./outbox-worker";

const notSellingDealer = "Esta concessionária não atende esta oferta. Escolha outra.";

async function purchaseSubject(body: Extract<LeadBody, { kind: "purchase" }>) {
  const offer = await offerForFinancing(body.offerId);
  if (!offer) {
    throw apiErrors.unprocessable(leadTexts.errors.unknownOffer, {
      offerId: leadTexts.errors.unknownOffer,
    });
  }
  const sellers = await dealersForOffer(offer.id, pointFromLocation(defaultSearchLocation), 10_000);
  if (!sellers.some((dealer) => dealer.code === body.dealerCode)) {
    throw apiErrors.unprocessable(notSellingDealer, { dealerCode: notSellingDealer });
  }
  // The figures are recomputed here: what the dealer receives never depends on the browser's maths.
  const simulation = body.simulation
    ? simulationInReais(
        (
          await simulateOffer(
            offer.id,
            {
              plan: body.simulation.plan,
              downPaymentCents: Math.round(body.simulation.downPayment * 100),
              termMonths: body.simulation.termMonths,
            },
            "simulation.",
          )
        ).result,
      )
    : null;
  const subject: LeadSubject = {
    kind: "purchase",
    offerId: offer.id,
    title: offer.title,
    carName: offer.carName,
    version: offer.version,
    price: offer.priceCents / 100,
  };
  return { subject, simulation };
}

async function subscriptionSubject(body: Extract<LeadBody, { kind: "subscription" }>) {
  const plan = await subscriptionPlanById(body.planId);
  if (!plan) {
    throw apiErrors.unprocessable(leadTexts.errors.unknownPlan, {
      planId: leadTexts.errors.unknownPlan,
    });
  }
  const subject: LeadSubject = {
    kind: "subscription",
    planId: plan.id,
    carName: plan.carName,
    termMonths: plan.termMonths,
    kmPerMonth: plan.kmPerMonth,
    monthlyPrice: plan.monthlyPriceCents / 100,
  };
  return { subject, simulation: null };
}

/** Checks what the lead refers to, saves it with its outbox entry and wakes the worker. */
export async function submitLead(body: LeadBody): Promise<SavedLead> {
  const { subject, simulation } =
    body.kind === "purchase" ? await purchaseSubject(body) : await subscriptionSubject(body);
  const saved = await saveLead({ contact: body, subject, simulation });
  nudgeLeadOutbox();
  return saved;
}
