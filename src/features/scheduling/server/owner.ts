import "server-only";
import { database } from "@/db";
import { owners } from "@/db/schema";
import { requireOwnerCall } from "@/features/identity/server";
import { ApiError } from "@/lib/http";

/** The calling owner from the verified session only; the owner row is created on first use. */
export async function requireOwner(request: Request): Promise<string> {
  // The identity door also refuses a state change sent from another site (CSRF).
  const session = await requireOwnerCall(request);
  await ensureOwner(session.userId);
  return session.userId;
}

/**
 * The calling owner and the account's verified e-mail, where a booking's mails go: never to an
 * address typed in the contact step, which would let anyone send the brand's mail to anyone.
 */
export async function requireOwnerAccount(
  request: Request,
): Promise<{ ownerId: string; email: string | undefined }> {
  const ownerId = await requireOwner(request);
  return { ownerId, email: (await requireOwnerCall(request)).email };
}

/** The calling owner and the name the session gives them. */
export async function requireNamedOwner(
  request: Request,
): Promise<{ ownerId: string; name: string }> {
  const ownerId = await requireOwner(request);
  return { ownerId, name: (await requireOwnerCall(request)).name };
}

/** The calling owner, or null for a visitor (or a session that has expired): a read that needs none. */
export async function callingOwner(request: Request): Promise<string | null> {
  try {
    return (await requireOwnerCall(request)).userId;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export async function ensureOwner(ownerId: string): Promise<void> {
  await database().insert(owners).values({ id: ownerId }).onConflictDoNothing();
}
