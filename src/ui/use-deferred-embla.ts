"use client";

import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useCallback, useEffect, useRef, useState } from "react";

export type EmblaStart = "view" | "now";

interface DeferredEmbla {
  /** The viewport element's ref. */
  viewport: (node: HTMLElement | null) => void;
  embla: EmblaCarouselType | undefined;
  /** Runs `action` on the carousel, loading it first when it is not there yet. */
  withEmbla: (action: (embla: EmblaCarouselType) => void) => void;
  /** Starts loading the carousel's code (a visitor heads for it). */
  load: () => void;
}

/**
 * Embla attached to markup the server already rendered: the slides are laid out by CSS and their
 * links work without it, so the carousel's code (about 7 kB gzip) loads when the carousel comes
 * into view, or at once when the visitor reaches for it (a pointer, focus, a touch), instead of
 * with the page's first JavaScript. A page left unscrolled on a phone, where the first carousel
 * starts below the fold, never loads it. A click made before it is there is run when it arrives.
 */
export function useDeferredEmbla(
  options: EmblaOptionsType,
  { autoplayDelayMs, start }: { autoplayDelayMs?: number; start: EmblaStart },
): DeferredEmbla {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType | undefined>();
  const [wanted, setWanted] = useState(start === "now");
  const pending = useRef<((embla: EmblaCarouselType) => void)[]>([]);
  const optionsRef = useRef(options);

  useEffect(() => {
    if (wanted || !node) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [wanted, node]);

  useEffect(() => {
    if (!wanted || !node) return;
    let created: EmblaCarouselType | undefined;
    let cancelled = false;
    void (async () => {
      const [{ default: EmblaCarousel }, autoplay] = await Promise.all([
        import("embla-carousel"),
        autoplayDelayMs === undefined ? undefined : import("embla-carousel-autoplay"),
      ]);
      if (cancelled) return;
      const plugins = autoplay
        ? [autoplay.default({ delay: autoplayDelayMs, stopOnInteraction: true })]
        : [];
      created = EmblaCarousel(node, optionsRef.current, plugins);
      for (const action of pending.current.splice(0)) action(created);
      setEmbla(created);
    })();
    return () => {
      cancelled = true;
      created?.destroy();
      setEmbla(undefined);
    };
  }, [wanted, node, autoplayDelayMs]);

  const withEmbla = useCallback(
    (action: (embla: EmblaCarouselType) => void) => {
      if (embla) return action(embla);
      pending.current.push(action);
      setWanted(true);
    },
    [embla],
  );

  const load = useCallback(() => setWanted(true), []);

  return { viewport: setNode, embla, withEmbla, load };
}
