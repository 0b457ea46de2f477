import "server-only";
import { createHash } from "node:crypto";
import { database } from "@/db";
import { featureFlags } from "@/db/schema";
import { readCache } from "@/lib/read-cache";
import { flagTiming, type FlagName, type FlagValue } from "../domain/flag-defaults";
import type { FlagDocument } from "../domain/flag-document";

export interface VersionedDocument {
  document: FlagDocument;
  etag: string;
}

export function etagOf(document: FlagDocument): string {
  return `"${createHash("sha1").update(JSON.stringify(document)).digest("base64url")}"`;
}

async function loadStoredDocument(): Promise<VersionedDocument> {
  const rows = await database().select().from(featureFlags).orderBy(featureFlags.key);
  const features: FlagDocument["features"] = {};
  let dateUpdated: Date | undefined;
  for (const row of rows) {
    features[row.key as FlagName] = { defaultValue: row.value };
    if (!dateUpdated || row.updatedAt > dateUpdated) dateUpdated = row.updatedAt;
  }
  const document: FlagDocument = {
    features,
    ...(dateUpdated ? { dateUpdated: dateUpdated.toISOString() } : {}),
  };
  return { document, etag: etagOf(document) };
}

/**
 * The storefront's own flag document. Each instance re-reads it at most once per polling
 * interval; a change made through this instance is visible at once.
 */
export const readStoredDocument = readCache(
  "flags.document",
  flagTiming.pollIntervalMs,
  loadStoredDocument,
);

export async function saveFlag(key: FlagName, value: FlagValue): Promise<void> {
  await database()
    .insert(featureFlags)
    .values({ key, value, updatedAt: new Date() })
    .onConflictDoUpdate({ target: featureFlags.key, set: { value, updatedAt: new Date() } });
  readStoredDocument.clear();
}
