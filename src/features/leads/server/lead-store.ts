import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
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
