import "server-only";
import { database } from "@/db";
import { owners } from "@/db/schema";
import { requireOwnerCall, type Session } from "@/features/identity/server";

/** The owner row of a verified session, created on first use (the identity door may have made it). */
export async function ensureOwner(session: Session): Promise<string> {
  await database().insert(owners).values({ id: session.userId }).onConflictDoNothing();
  return session.userId;
}

/** The calling owner, from the verified token cookie only; 401 in the error shape without one. */
export async function requireOwner(request: Request): Promise<string> {
  // The identity door also refuses a state change sent from another site (CSRF).
  return ensureOwner(await requireOwnerCall(request));
}
