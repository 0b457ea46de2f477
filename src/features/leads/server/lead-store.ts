import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, gte } from "drizzle-orm";
import { database } from "@/db";
import { dealers, leadOutbox, leads } from "@/db/schema";
import type { LeadSubject } from "../domain/dealer-lead";
import { consentVersion, type LeadContact } from "../domain/lead-schema";
import { normalizePhone } from "../domain/phone";
import { onlyDigits } from "../domain/cpf";
import { leadProtocol } from "../domain/protocol";
import { UnknownLeadDealerError } from "../domain/errors";

export interface NewLead {
  contact: LeadContact;
  subject: LeadSubject;
  simulation: Record<string, unknown> | null;
}

export interface SavedLead {
  protocol: string;
  createdAt: string;
  dealer: { code: string; name: string };
}

/**
 * Saves the lead and its outbox entry in one transaction: a lead is never stored without the
 * delivery that will bring it to the dealer.
 */
export async function saveLead({ contact, subject, simulation }: NewLead): Promise<SavedLead> {
  const db = database();
  const [dealer] = await db
    .select({ id: dealers.id, code: dealers.code, name: dealers.name })
    .from(dealers)
    .where(eq(dealers.code, contact.dealerCode));
  if (!dealer) throw new UnknownLeadDealerError();
  const now = new Date();
  const protocol = leadProtocol(now, (size) => randomBytes(size));
  const cpf = contact.cpf ? onlyDigits(contact.cpf) : "";
  const saved = await db.transaction(async (tx) => {
    const [lead] = await tx
      .insert(leads)
      .values({
        protocol,
        kind: subject.kind,
        dealerId: dealer.id,
        offerId: subject.kind === "purchase" ? subject.offerId : null,
        subscriptionPlanId: subject.kind === "subscription" ? subject.planId : null,
        subject,
        simulation,
        name: contact.name,
        email: contact.email,
        phone: normalizePhone(contact.phone) ?? onlyDigits(contact.phone),
        cpf: cpf === "" ? null : cpf,
        preferredContact: contact.preferredContact,
        consentVersion,
        consentedAt: now,
      })
      .returning({ id: leads.id, createdAt: leads.createdAt });
    if (!lead) throw new Error("lead insert returned no row");
    await tx.insert(leadOutbox).values({ leadId: lead.id, deliveryKey: `lead-${protocol}` });
    return lead;
  });
  return {
    protocol,
    createdAt: saved.createdAt.toISOString(),
    dealer: { code: dealer.code, name: dealer.name },
  };
}

/** How long the offer page shows a lead's confirmation from its protocol in the address. */
const confirmationWindowMs = 60 * 60_000;

/**
 * The dealer a purchase intention went to, for the confirmation the offer page shows after the
 * plain form (decision 053): only a lead of this offer, made within the hour, so an old or a
 * guessed protocol in the address confirms nothing.
 */
export async function recentPurchaseLeadDealer(
  protocol: string,
  offerId: number,
): Promise<string | undefined> {
  if (!/^VW-\d{6}-[0-9A-Z]{6}$/.test(protocol)) return undefined;
  const [row] = await database()
    .select({ dealer: dealers.name })
    .from(leads)
    .innerJoin(dealers, eq(dealers.id, leads.dealerId))
    .where(
      and(
        eq(leads.protocol, protocol),
        eq(leads.offerId, offerId),
        gte(leads.createdAt, new Date(Date.now() - confirmationWindowMs)),
      ),
    )
    .limit(1);
  return row?.dealer;
}
