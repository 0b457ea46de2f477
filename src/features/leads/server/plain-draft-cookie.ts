import "server-only";
import { cookies } from "next/headers";
import { decodePlainDraft, plainDraftCookie, type PlainDraft } from "../domain/plain-draft";

/** What the shopper typed in the plain form this browser sent last, kept by its refusal. */
export async function requestPlainDraft(): Promise<PlainDraft | undefined> {
  return decodePlainDraft((await cookies()).get(plainDraftCookie)?.value);
}
