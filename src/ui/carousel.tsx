"use client";

import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useState, type KeyboardEvent, type ReactNode } from "react";
import { tokens } from "./tokens";

export const carouselTexts = {
  previous: "item anterior",
  next: "próximo item",
  goTo: (index: number, total: number) => `Ir para o item ${index} de ${total}`,
  slide: (index: number, total: number) => `${index} de ${total}`,
} as const;

interface CarouselProps {
  label: string;
  slides: ReactNode[];
  /** Banners use 21 px arrows and autoplay; other carousels 15 px arrows. */
  variant?: "banner" | "default" | "special-offers";
  autoplay?: boolean;
  /** Controlled position, so a dialog can reset it to the first slide when it closes. */
  onIndexChange?: (index: number) => void;
  startIndex?: number;
}

// Embla measures speed, not milliseconds: 35 gives about the 350 ms transition of SPEC.md.
const emblaDuration = Math.round(tokens.carousel.transitionMs / 10);

/** The one carousel of the product (Embla): swipe, arrows, bullets and arrow keys. */
export function Carousel({
  label,
  slides,
  variant = "default",
  autoplay = false,
  onIndexChange,
  startIndex = 0,
}: CarouselProps) {
  const [viewport, embla] = useEmblaCarousel(
    { loop: false, duration: emblaDuration, startIndex },
    autoplay
      ? [Autoplay({ delay: tokens.carousel.autoplayIntervalMs, stopOnInteraction: true })]
      : [],
  );
  const [selected, setSelected] = useState(startIndex);
  const arrowSize =
    variant === "banner" ? tokens.carousel.bannerArrowSize : tokens.carousel.arrowSize;

  useEffect(() => {
    if (!embla) return;
    const update = () => {
      setSelected(embla.selectedScrollSnap());
      onIndexChange?.(embla.selectedScrollSnap());
    };
    embla.on("select", update);
    embla.on("reInit", update);
    return () => {
      embla.off("select", update);
      embla.off("reInit", update);
    };
  }, [embla, onIndexChange]);

  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") previous();
    if (event.key === "ArrowRight") next();
  };
  const total = slides.length;
  const arrowClass =
    "inline-flex h-11 w-11 items-center justify-center rounded-full border-2 border-brand text-brand disabled:border-muted/40 disabled:text-muted/60";

  return (
    <section aria-roledescription="carrossel" aria-label={label} onKeyDown={onKeyDown}>
      <div ref={viewport} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={carouselTexts.slide(index + 1, total)}
              aria-hidden={index !== selected}
              inert={index !== selected}
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-4 flex items-center justify-center gap-4">
        <button
          type="button"
          className={arrowClass}
          onClick={previous}
          disabled={selected === 0}
          aria-label={carouselTexts.previous}
        >
          <svg width={arrowSize} height={arrowSize} viewBox="0 0 16 16" aria-hidden="true">
            <path d="M10 2L4 8l6 6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        <div className="flex items-center gap-2">
          {slides.map((_, index) => (
            <button
              key={index}
              type="button"
              aria-label={carouselTexts.goTo(index + 1, total)}
              aria-current={index === selected ? "true" : undefined}
              onClick={() => embla?.scrollTo(index)}
              className="flex h-6 min-w-6 items-center justify-center"
            >
              <span
                className={`block h-2 rounded-full transition-all duration-(--duration-shorter) ${index === selected ? "bg-brand" : "bg-muted/40"}`}
                style={{
                  width:
                    index === selected && variant === "special-offers"
                      ? tokens.carousel.selectedBulletWidthPx
                      : 8,
                }}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          className={arrowClass}
          onClick={next}
          disabled={selected === total - 1}
          aria-label={carouselTexts.next}
        >
          <svg width={arrowSize} height={arrowSize} viewBox="0 0 16 16" aria-hidden="true">
            <path d="M6 2l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
    </section>
  );
}
