"use client";

import { useEffect, useRef } from "react";
import { Button } from "@/ui/button";
import { leadTexts as texts } from "../texts";
import { LeadConfirmationView } from "./lead-confirmation-view";

/** The answer to a sent lead: its protocol, focused so screen readers announce it at once. */
export function LeadConfirmation({
  protocol,
  dealer,
  simulationLeftOut,
  onAgain,
}: {
  protocol: string;
  dealer: string;
  simulationLeftOut: boolean;
  onAgain: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <LeadConfirmationView
      protocol={protocol}
      dealer={dealer}
      simulationLeftOut={simulationLeftOut}
      headingRef={heading}
      again={
        <Button variant="secondary" className="mt-4" onClick={onAgain}>
          {texts.newRequest}
        </Button>
      }
    />
  );
}
