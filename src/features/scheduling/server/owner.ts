import "server-only";
import { database } from "@/db";
import { owners } from "@/db/schema";
import { requireOwnerCall } from "@/features/identity/server";

/** The calling owner from the verified session only; the owner row is created on first use. */
export async function requireOwner(request: Request): Promise<string> {
  // The identity door also refuses a state change sent from another site (CSRF).
  const session = await requireOwnerCall(request);
  await ensureOwner(session.userId);
  return session.userId;
}

export async function ensureOwner(ownerId: string): Promise<void> {
  await database().insert(owners).values({ id: ownerId }).onConflictDoNothing();
}
