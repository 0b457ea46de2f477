import "server-only";
import { cookies } from "next/headers";
import { logger } from "@/lib/logger";
import type { SharedCookie } from "@/lib/http/public-pages";
import { flagDefaults, flagFallbackWarning, type Flags } from "../domain/flag-defaults";
import { evaluateFlags } from "../domain/evaluate-flags";
import { visitorCookie } from "../domain/visitor";
import { readStoredDocument, type VersionedDocument } from "./flag-store";
import { flagSettings } from "./flag-settings";
import { remoteFlagSource } from "./remote-flag-source";
import { processSlot } from "@/lib/process-state";

const remoteFlags = processSlot<{ url: string; read: () => Promise<VersionedDocument> }>(
  "flags.remoteSource",
);

function remoteSource(url: string) {
  const current = remoteFlags.get();
  if (current?.url === url) return current.read;
  return remoteFlags.set({ url, read: remoteFlagSource(url) }).read;
}

/** The document the flags come from now, or undefined (with the SPEC's warning) when it fails. */
export async function currentFlagDocument(): Promise<VersionedDocument | undefined> {
  const settings = flagSettings();
  if (!settings.clientKey) {
    logger().warn({ reason: "invalid FLAGS_CLIENT_KEY" }, flagFallbackWarning);
    return undefined;
  }
  try {
    return settings.remoteUrl
      ? await remoteSource(settings.remoteUrl)()
      : await readStoredDocument();
  } catch (error) {
    logger().warn(
      { reason: error instanceof Error ? error.message : String(error) },
      flagFallbackWarning,
    );
    return undefined;
  }
}

export interface RequestFlags {
  flags: Flags;
  etag: string | undefined;
}

/** Flags evaluated on the server for this visitor, so the first HTML never flashes. */
export async function getRequestFlags(): Promise<RequestFlags> {
  const versioned = await currentFlagDocument();
  if (!versioned) return { flags: { ...flagDefaults }, etag: undefined };
  const visitorId = (await cookies()).get(visitorCookie)?.value;
  return { flags: evaluateFlags(versioned.document, visitorId), etag: versioned.etag };
}

// The flags of a render without a visitor id, per document (one object per version).
const anonymousFlags = new WeakMap<object, string>();

function flagsKey(versioned: VersionedDocument | undefined, visitorId?: string): string {
  return JSON.stringify(Object.values(evaluateFlags(versioned?.document, visitorId)));
}

/**
 * The visitor id as a shared page sees it (decision 039): visitors whose id gets the same flags
 * from this document get the same page, and the first visit's page when those flags are the ones
 * a render without an id gets.
 */
export function visitorFlagsCookie(versioned: VersionedDocument | undefined): SharedCookie {
  const anonymous = () => {
    if (!versioned) return flagsKey(undefined);
    const known = anonymousFlags.get(versioned.document);
    if (known !== undefined) return known;
    const key = flagsKey(versioned);
    anonymousFlags.set(versioned.document, key);
    return key;
  };
  return {
    name: visitorCookie,
    variant: (visitorId) => {
      const key = flagsKey(versioned, visitorId);
      return key === anonymous() ? undefined : { key, value: visitorId };
    },
  };
}
