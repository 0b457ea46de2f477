import "server-only";
import { database } from "@/db";
import { owners } from "@/db/schema";
import { getSession, type Session } from "@/features/identity/server";
import { ApiError } from "@/lib/http";
import { garageTexts } from "../texts";

/** The owner row of a verified session, created on first use (the identity door may have made it). */
export async function ensureOwner(session: Session): Promise<string> {
  await database().insert(owners).values({ id: session.userId }).onConflictDoNothing();
  return session.userId;
}

/** The calling owner, from the verified token cookie only; 401 in the error shape without one. */
export async function requireOwner(): Promise<string> {
  const session = await getSession();
  if (!session) throw new ApiError(401, "UNAUTHORIZED", garageTexts.errors.signedOut);
  return ensureOwner(session);
}
