import { flagFallbackWarning, flagTiming } from "../domain/flag-defaults";

/**
 * Reads the flag document now and every 30 s (3 s timeout, If-None-Match) and calls `changed`
 * when its version moves. Returns what stops it.
 */
export function pollFlags(
  url: string,
  known: { current: string | undefined },
  changed: () => void,
): () => void {
  const poll = async () => {
    try {
      const response = await fetch(url, {
        headers: known.current ? { "if-none-match": known.current } : {},
        signal: AbortSignal.timeout(flagTiming.requestTimeoutMs),
        cache: "no-store",
      });
      if (response.status === 304) return;
      if (!response.ok) throw new Error(String(response.status));
      const next = response.headers.get("etag") ?? undefined;
      if (next !== known.current) {
        known.current = next;
        changed();
      }
    } catch {
      console.warn(flagFallbackWarning);
    }
  };
  void poll();
  const timer = setInterval(() => void poll(), flagTiming.pollIntervalMs);
  return () => clearInterval(timer);
}
