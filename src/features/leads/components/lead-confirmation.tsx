"use client";

import { useEffect, useRef } from "react";
import { Button } from "@/ui/button";
import { TextLink } from "@/ui/text-link";
import { leadTexts as texts } from "../texts";

/**
 * The answer to a sent lead: its protocol, focused so screen readers announce it at once. The
 * form sent without JavaScript gets it from the server, with a link to the empty form.
 */
export function LeadConfirmation({
  protocol,
  dealer,
  again,
}: {
  protocol: string;
  dealer: string;
  again: (() => void) | { href: string };
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="lead-confirmation-title" className="rounded-lg bg-surface-alt p-6">
      <h2
        id="lead-confirmation-title"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold text-brand focus:outline-none"
      >
        {texts.confirmationTitle}
      </h2>
      <p className="mt-3 text-lg">
        {texts.protocol}: <strong data-testid="lead-protocol">{protocol}</strong>
      </p>
      <p className="mt-2">{texts.confirmationText(dealer)}</p>
      {typeof again === "function" ? (
        <Button variant="secondary" className="mt-4" onClick={again}>
          {texts.newRequest}
        </Button>
      ) : (
        <TextLink href={again.href} touch className="mt-4">
          {texts.newRequest}
        </TextLink>
      )}
    </section>
  );
}
