"use client";

import * as Accordion from "@radix-ui/react-accordion";
import { useEffect, useState } from "react";
import { textLinkClass } from "@/ui/text-link";

export interface FaqAccordionItem {
  slug: string;
  question: string;
  paragraphs: string[];
}

interface FaqAccordionProps {
  items: FaqAccordionItem[];
  /** Answers open in the server HTML, readable before (or without) JavaScript. */
  defaultOpen?: string[];
  linkLabel: string;
}

/** Answers open one by one; /ajuda/perguntas-frequentes#<slug> opens and shows that answer. */
export function FaqAccordion({ items, defaultOpen = [], linkLabel }: FaqAccordionProps) {
  const [open, setOpen] = useState<string[]>(defaultOpen);

  useEffect(() => {
    const openFromHash = () => {
      const slug = decodeURIComponent(window.location.hash.slice(1));
      if (!items.some((item) => item.slug === slug)) return;
      setOpen((current) => (current.includes(slug) ? current : [...current, slug]));
      requestAnimationFrame(() => document.getElementById(slug)?.scrollIntoView());
    };
    openFromHash();
    window.addEventListener("hashchange", openFromHash);
    return () => window.removeEventListener("hashchange", openFromHash);
  }, [items]);

  return (
    <Accordion.Root
      type="multiple"
      value={open}
      onValueChange={setOpen}
      className="divide-y divide-surface-alt rounded-lg border border-surface-alt bg-white"
    >
      {items.map((item) => (
        <Accordion.Item key={item.slug} value={item.slug} id={item.slug} className="scroll-mt-24">
          <Accordion.Header className="m-0">
            <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 px-4 py-3 text-left text-base font-semibold text-brand hover:bg-surface-alt focus-visible:outline-2 focus-visible:outline-brand-accent">
              {item.question}
              <svg
                width="16"
                height="16"
                viewBox="0 0 16 16"
                aria-hidden="true"
                className="shrink-0 transition-transform duration-(--duration-shorter) group-data-[state=open]:rotate-180"
              >
                <path d="M2 6l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="px-4 pb-4 text-ink">
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
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
