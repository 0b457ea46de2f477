import { ChevronIcon } from "@/ui/chevron-icon";
import { textLinkClass } from "@/ui/text-link";

export interface FaqAccordionItem {
  slug: string;
  question: string;
  paragraphs: string[];
}

interface FaqAccordionProps {
  items: FaqAccordionItem[];
  /** Answers open in the server HTML (the search results). */
  defaultOpen?: string[];
  linkLabel: string;
}

/**
 * Questions that open one by one, as HTML's own disclosure (`<details>`): keyboard, screen
 * readers, find-in-page and pages without JavaScript get it from the browser, and the page loads
 * no accordion script. /ajuda/perguntas-frequentes#<slug> opens and shows that answer.
 */
export function FaqAccordion({ items, defaultOpen = [], linkLabel }: FaqAccordionProps) {
  return (
    <div className="divide-y divide-surface-alt rounded-lg border border-surface-alt bg-white">
      {items.map((item) => (
        <details
          key={item.slug}
          id={item.slug}
          open={defaultOpen.includes(item.slug)}
          className="group scroll-mt-24"
        >
          <summary className="flex min-h-14 w-full cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 text-left text-base font-semibold text-brand hover:bg-surface-alt focus-visible:outline-2 focus-visible:outline-brand-accent [&::-webkit-details-marker]:hidden">
            {/* Still a heading under its category, as readers navigate the answers by them. */}
            <h3 className="m-0 text-base font-semibold">{item.question}</h3>
            <ChevronIcon
              direction="down"
              className="shrink-0 transition-transform duration-(--duration-shorter) group-open:rotate-180"
            />
          </summary>
          <div className="px-4 pb-4 text-ink">
            {item.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-2 leading-relaxed">
                {paragraph}
              </p>
            ))}
            <a
              href={`#${item.slug}`}
              className={textLinkClass({ emphasis: false, className: "mt-3 inline-block text-sm" })}
              aria-label={`${linkLabel}: ${item.question}`}
            >
              {linkLabel}
            </a>
          </div>
        </details>
      ))}
    </div>
  );
}
