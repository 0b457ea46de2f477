import type { PreferredContact } from "./lead-rules";

/** What the shopper was looking at when they asked for contact, frozen with the lead. */
export type LeadSubject =
  | {
      kind: "purchase";
      offerId: number;
      title: string;
      carName: string;
      version: string;
      price: number;
    }
  | {
      kind: "subscription";
      planId: number;
      carName: string;
      termMonths: number;
      kmPerMonth: number;
      monthlyPrice: number;
    };

/** A lead as a dealer system receives it (webhook body) and reads it (leads API). */
export interface DealerLead {
  protocol: string;
  kind: "purchase" | "subscription";
  createdAt: string;
  dealerCode: string;
  customer: {
    name: string;
    email: string;
    phone: string;
    cpf: string | null;
    preferredContact: PreferredContact;
  };
  subject: LeadSubject;
  simulation: Record<string, unknown> | null;
  consent: { version: string; acceptedAt: string };
  delivery: { status: "pending" | "delivered" | "failed"; deliveredAt: string | null };
}
