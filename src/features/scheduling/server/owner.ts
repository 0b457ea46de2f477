import "server-only";
import { database } from "@/db";
import { owners } from "@/db/schema";
import { getSession } from "@/features/identity/server";
import { apiErrors } from "@/lib/http";
import { schedulingTexts } from "../texts";

/** The calling owner from the verified session only; the owner row is created on first use. */
export async function requireOwner(): Promise<string> {
  const session = await getSession();
  if (!session) throw apiErrors.unauthorized(schedulingTexts.errors.login);
  await ensureOwner(session.userId);
  return session.userId;
}

export async function ensureOwner(ownerId: string): Promise<void> {
  await database().insert(owners).values({ id: ownerId }).onConflictDoNothing();
}
