"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { flagFallbackWarning, flagTiming } from "../domain/flag-defaults";

/**
 * Polls the flag document every 30 s. When it changes, the server components re-render with the
 * new flags; the page never evaluates flags itself. The poll's code arrives for its first run,
 * 30 s in, so none of it weighs on the page's first load.
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
    let left = false;
    let stop: (() => void) | undefined;
    const first = setTimeout(() => {
      void import("./flag-poll").then(({ pollFlags }) => {
        if (!left) stop = pollFlags(url, known, () => router.refresh());
      });
    }, flagTiming.pollIntervalMs);
    return () => {
      left = true;
      clearTimeout(first);
      stop?.();
    };
  }, [url, router]);

  return null;
}
