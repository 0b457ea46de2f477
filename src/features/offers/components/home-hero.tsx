import { InlineIllustration } from "@/ui/inline-illustration";
import Link from "next/link";
import { offersTexts } from "../texts";

/**
 * The home banner under A/B test: ab_test_home_banner picks the message, ab_test_banner_btn
 * whether the call to action is the shared button or a text link.
 */
export function HomeHero({ variant, ctaButton }: { variant: string; ctaButton: boolean }) {
  const message = offersTexts.home.banner[variant] ?? offersTexts.home.banner.A;
  return (
    <section
      aria-labelledby="home-titulo"
      data-banner-variant={variant}
      className="mt-6 grid items-center gap-6 rounded-2xl bg-brand px-6 py-10 text-white md:grid-cols-[1fr_auto] md:px-12"
    >
      <div>
        <h1 id="home-titulo" className="text-3xl font-bold md:text-5xl">
          {offersTexts.home.heading}
        </h1>
        <p className="mt-3 max-w-2xl text-lg md:text-xl">{message}</p>
        <Link
          href="/ofertas"
          className={
            ctaButton
              ? "mt-6 inline-flex h-(--height-cta) w-(--width-cta) max-w-full items-center justify-center rounded-(--radius-cta) bg-white px-4 font-semibold whitespace-nowrap text-brand"
              : "mt-6 inline-block min-h-11 font-semibold text-white underline"
          }
        >
          {offersTexts.home.cta}
        </Link>
      </div>
      {/* Our own drawing, its size reserved by width and height: no layout shift. */}
      <InlineIllustration
        src={offersTexts.home.heroIllustration.src}
        alt={offersTexts.home.heroIllustration.alt}
        width={480}
        height={260}
        className="h-auto w-full max-w-[480px] justify-self-center rounded-xl bg-white/95"
      />
    </section>
  );
}
