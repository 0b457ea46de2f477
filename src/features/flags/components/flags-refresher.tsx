"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { flagFallbackWarning, flagTiming } from "../domain/flag-defaults";

/**
 * Polls the flag document every 30 s (3 s timeout, If-None-Match). When it changes, the server
 * components re-render with the new flags; the page never evaluates flags itself.
 */
export function FlagsRefresher({
  url,
  etag,
}: {
  url: string | undefined;
  etag: string | undefined;
}) {
  const router = useRouter();
  const known = useRef(etag);

  useEffect(() => {
    if (!url) {
      console.warn(flagFallbackWarning);
      return;
    }
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
          router.refresh();
        }
      } catch {
        console.warn(flagFallbackWarning);
      }
    };
    const timer = setInterval(() => void poll(), flagTiming.pollIntervalMs);
    return () => clearInterval(timer);
  }, [url, router]);

  return null;
}
