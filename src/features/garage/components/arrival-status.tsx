"use client";

import { useEffect, useRef } from "react";

/**
 * What a change made on another page did, said where it sent the owner: a status region that takes
 * the focus as it mounts, so the keyboard goes on from here and a screen reader reads it, rather
 * than from the page's body. The address loses the query that asked for it, so a reload or a
 * shared link does not say it again.
 */
export function ArrivalStatus({ text, param }: { text: string; param: string }) {
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    message.current?.focus();
    const url = new URL(window.location.href);
    if (!url.searchParams.has(param)) return;
    url.searchParams.delete(param);
    window.history.replaceState(window.history.state, "", url);
  }, [param]);
  return (
    <p
      ref={message}
      role="status"
      tabIndex={-1}
      className="rounded-lg border border-success bg-[#e8f5eb] px-4 py-3 font-semibold text-[#14532d]"
    >
      {text}
    </p>
  );
}
