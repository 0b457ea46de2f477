"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";
import { tokens } from "@/ui/tokens";
import { shellTexts } from "../texts";

/** The offer filters the logo keeps when it returns home (SPEC.md section 3). */
const keptFilters = ["category", "categoryName", "carName", "buyType", "segments", "coverage"];

export function homeHrefKeepingFilters(search: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const key of keptFilters) for (const value of search.getAll(key)) kept.append(key, value);
  const query = kept.toString();
  return query ? `/?${query}` : "/";
}

/**
 * Hidden after 51 px of scroll; it keeps its box, so nothing below moves. The logo itself comes
 * rendered from the server, out of every page's JavaScript.
 */
export function LogoLink({ children }: { children: ReactNode }) {
  const search = useSearchParams();
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    const onScroll = () => setHidden(window.scrollY > tokens.logoHideScrollPx);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  return (
    <Link
      href={homeHrefKeepingFilters(new URLSearchParams(search.toString()))}
      aria-label={shellTexts.logoLabel}
      aria-hidden={hidden || undefined}
      tabIndex={hidden ? -1 : undefined}
      data-hidden={hidden || undefined}
      className="inline-flex rounded-full transition-opacity duration-(--duration-shorter) data-hidden:invisible data-hidden:opacity-0"
    >
      {children}
    </Link>
  );
}
