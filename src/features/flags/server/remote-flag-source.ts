import "server-only";
import { flagTiming } from "../domain/flag-defaults";
import { checkFlagDocument } from "../domain/flag-document";
import type { VersionedDocument } from "./flag-store";

/**
 * A GrowthBook-compatible remote config, polled at most every 30 s with a 3 s timeout and
 * revalidated with If-None-Match, so an unchanged document costs a 304.
 */
export function remoteFlagSource(url: string, now: () => number = Date.now) {
  let kept: (VersionedDocument & { checkedAt: number }) | undefined;

  return async function read(): Promise<VersionedDocument> {
    if (kept && now() - kept.checkedAt < flagTiming.pollIntervalMs) return kept;
    const response = await fetch(url, {
      headers: kept ? { "if-none-match": kept.etag } : {},
      signal: AbortSignal.timeout(flagTiming.requestTimeoutMs),
      cache: "no-store",
    });
    if (response.status === 304 && kept) {
      kept = { ...kept, checkedAt: now() };
      return kept;
    }
    if (!response.ok) throw new Error(`flag server answered ${response.status}`);
    const checked = checkFlagDocument(await response.json());
    if (!checked.ok) throw new Error(checked.reason);
    kept = {
      document: checked.document,
      etag: response.headers.get("etag") ?? "",
      checkedAt: now(),
    };
    return kept;
  };
}
