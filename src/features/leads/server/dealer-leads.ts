import "server-only";
import { and, asc, eq, gte, inArray, ne, type SQL } from "drizzle-orm";
import { database } from "@/db";
import { dealers, leadOutbox, leads } from "@/db/schema";
import type { DealerLead, LeadSubject } from "../domain/dealer-lead";
import { UnknownDealerLeadError } from "../domain/errors";
import type { PreferredContact } from "../domain/lead-rules";

const columns = {
  lead: leads,
  dealerCode: dealers.code,
  status: leadOutbox.status,
  deliveredAt: leadOutbox.deliveredAt,
};

type Row = {
  lead: typeof leads.$inferSelect;
  dealerCode: string;
  status: "pending" | "delivered" | "failed" | null;
  deliveredAt: Date | null;
};

function toDealerLead({ lead, dealerCode, status, deliveredAt }: Row): DealerLead {
  return {
    protocol: lead.protocol,
    kind: lead.kind,
    createdAt: lead.createdAt.toISOString(),
    dealerCode,
    customer: {
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      cpf: lead.cpf,
      preferredContact: lead.preferredContact as PreferredContact,
    },
    subject: lead.subject as LeadSubject,
    simulation: (lead.simulation as Record<string, unknown> | null) ?? null,
    consent: { version: lead.consentVersion, acceptedAt: lead.consentedAt.toISOString() },
    delivery: { status: status ?? "pending", deliveredAt: deliveredAt?.toISOString() ?? null },
  };
}

function select(where: SQL | undefined, limit: number) {
  return database()
    .select(columns)
    .from(leads)
    .innerJoin(dealers, eq(dealers.id, leads.dealerId))
    .leftJoin(leadOutbox, eq(leadOutbox.leadId, leads.id))
    .where(where)
    .orderBy(asc(leads.createdAt), asc(leads.protocol))
    .limit(limit);
}

/**
 * A lead is delivered once the dealer's system has it: pulled here, or accepted by its webhook.
 * The answer that hands the leads over also marks them, so it reports them as delivered.
 */
async function markPulled(rows: Row[], now: Date): Promise<Row[]> {
  const waiting = rows.filter((row) => row.status !== "delivered").map((row) => row.lead.id);
  if (waiting.length === 0) return rows;
  await database()
    .update(leadOutbox)
    .set({ status: "delivered", channel: "pull", deliveredAt: now, lockedUntil: null })
    .where(and(inArray(leadOutbox.leadId, waiting), ne(leadOutbox.status, "delivered")));
  return rows.map((row) =>
    row.status === "delivered" ? row : { ...row, status: "delivered", deliveredAt: now },
  );
}

/**
 * A dealer's leads from `since` on, oldest first, as every dealer feed pages: a system that asks
 * again from the last lead's `createdAt` reaches every lead (that one comes again; the protocol
 * tells it), however many arrived between two pulls.
 */
export async function listDealerLeads(
  dealerId: number,
  options: { since?: Date; limit: number },
  now = new Date(),
): Promise<DealerLead[]> {
  const rows = await select(
    and(
      eq(leads.dealerId, dealerId),
      options.since ? gte(leads.createdAt, options.since) : undefined,
    ),
    options.limit,
  );
  return (await markPulled(rows, now)).map(toDealerLead);
}

/** One lead of this dealer; another dealer's protocol is 404, exactly like an unknown one. */
export async function getDealerLead(
  dealerId: number,
  protocol: string,
  now = new Date(),
): Promise<DealerLead> {
  const rows = await select(and(eq(leads.dealerId, dealerId), eq(leads.protocol, protocol)), 1);
  const [row] = await markPulled(rows, now);
  if (!row) throw new UnknownDealerLeadError();
  return toDealerLead(row);
}

/** A lead by protocol, for the outbox's delivery. */
export async function leadForDelivery(leadId: string): Promise<{
  lead: DealerLead;
  dealerId: number;
}> {
  const [row] = await select(eq(leads.id, leadId), 1);
  if (!row) throw new Error(`lead ${leadId} is gone`);
  return { lead: toDealerLead(row), dealerId: row.lead.dealerId };
}
