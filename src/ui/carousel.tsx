"use client";

import { useEffect, useState, type KeyboardEvent, type ReactNode } from "react";
import { emblaDurationFor } from "./carousel-motion";
import { ChevronIcon } from "./chevron-icon";
import { tokens } from "./tokens";
import { useDeferredEmbla, type EmblaStart } from "./use-deferred-embla";

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
  /**
   * "one": a slide fills the width (banners, the guide). "cards": as many cards as fit, one and a
   * peek of the next on a phone, three or four on a desktop; arrows and bullets move a page.
   */
  perView?: "one" | "cards";
  /** "view" (default): Embla loads as the carousel comes into view; "now" for one opened on demand. */
  start?: EmblaStart;
}

// Wide enough for a card's 229 px buttons at every width: a whole slide below 360 px, then 85%
// (one and a peek), two from 640 px, three from 1280 px, four from 1400 px.
const cardSlideClass =
  "basis-full pl-4 min-[360px]:basis-[85%] sm:basis-1/2 xl:basis-1/3 min-[1400px]:basis-1/4";

// Embla's duration is a spring's stiffness, not milliseconds: the one that arrives within SPEC.md's
// 350 ms transition.
const emblaDuration = emblaDurationFor(tokens.carousel.transitionMs);

/** The one carousel of the product (Embla, loaded as it comes into view): swipe, arrows, bullets and arrow keys. */
export function Carousel({
  label,
  slides,
  variant = "default",
  autoplay = false,
  onIndexChange,
  startIndex = 0,
  perView = "one",
  start = "view",
}: CarouselProps) {
  const cards = perView === "cards";
  const { viewport, embla, withEmbla, load } = useDeferredEmbla(
    cards
      ? {
          loop: false,
          duration: emblaDuration,
          startIndex,
          align: "start",
          slidesToScroll: "auto",
          inViewThreshold: 0.9,
        }
      : { loop: false, duration: emblaDuration, startIndex },
    { autoplayDelayMs: autoplay ? tokens.carousel.autoplayIntervalMs : undefined, start },
  );
  const [selected, setSelected] = useState(startIndex);
  // Known once Embla has measured the page: how many stops, and which cards are in view.
  const [measured, setMeasured] = useState<{
    snaps: number;
    canPrevious: boolean;
    canNext: boolean;
    inView: number[];
  } | null>(null);
  const arrowSize =
    variant === "banner" ? tokens.carousel.bannerArrowSize : tokens.carousel.arrowSize;

  useEffect(() => {
    if (!embla) return;
    const update = () => {
      setSelected(embla.selectedScrollSnap());
      onIndexChange?.(embla.selectedScrollSnap());
      setMeasured({
        snaps: embla.scrollSnapList().length,
        canPrevious: embla.canScrollPrev(),
        canNext: embla.canScrollNext(),
        inView: embla.slidesInView(),
      });
    };
    update();
    embla.on("select", update);
    embla.on("reInit", update);
    embla.on("slidesInView", update);
    return () => {
      embla.off("select", update);
      embla.off("reInit", update);
      embla.off("slidesInView", update);
    };
  }, [embla, onIndexChange]);

  const total = slides.length;
  const stops = cards ? (measured?.snaps ?? total) : total;
  const atFirst = cards && measured ? !measured.canPrevious : selected === 0;
  const atLast = cards && measured ? !measured.canNext : selected === stops - 1;
  const previous = () => withEmbla((carousel) => carousel.scrollPrev());
  const next = () => withEmbla((carousel) => carousel.scrollNext());
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") previous();
    if (event.key === "ArrowRight") next();
  };
  const hidden = (index: number) =>
    cards ? measured !== null && !measured.inView.includes(index) : index !== selected;
  // An arrow at its end is aria-disabled, not disabled: it keeps the keyboard focus that pressed it
  // there (a disabled button drops it to the page), says it is unavailable and ignores presses.
  const arrowClass =
    "inline-flex h-11 w-11 items-center justify-center rounded-full border-2 border-brand text-brand aria-disabled:border-muted/40 aria-disabled:text-muted/60";

  return (
    <section
      aria-roledescription="carrossel"
      aria-label={label}
      onKeyDown={onKeyDown}
      // Heading for the carousel (a pointer over it, focus inside, a touch) loads it at once.
      onPointerEnter={load}
      onFocus={load}
      onTouchStart={load}
    >
      <div ref={viewport} className="overflow-hidden">
        <div className={`flex touch-pan-y ${cards ? "-ml-4" : ""}`}>
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={carouselTexts.slide(index + 1, total)}
              aria-hidden={hidden(index)}
              inert={hidden(index)}
              className={`min-w-0 shrink-0 grow-0 ${cards ? cardSlideClass : "basis-full"}`}
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
          onClick={atFirst ? undefined : previous}
          aria-disabled={atFirst || undefined}
          aria-label={carouselTexts.previous}
        >
          <ChevronIcon direction="left" size={arrowSize} />
        </button>
        <div className="flex items-center gap-2">
          {Array.from({ length: stops }, (_, index) => (
            <button
              key={index}
              type="button"
              aria-label={carouselTexts.goTo(index + 1, stops)}
              aria-current={index === selected ? "true" : undefined}
              onClick={() => withEmbla((carousel) => carousel.scrollTo(index))}
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
          onClick={atLast ? undefined : next}
          aria-disabled={atLast || undefined}
          aria-label={carouselTexts.next}
        >
          <ChevronIcon direction="right" size={arrowSize} />
        </button>
      </div>
    </section>
  );
}
