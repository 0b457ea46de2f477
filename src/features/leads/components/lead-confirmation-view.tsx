import type { ReactNode, Ref } from "react";
import { leadTexts as texts } from "../texts";

/**
 * A sent lead's protocol and where it went, as both forms show it: the interactive one after its
 * call, the server after the plain form (no script of its own, decision 053).
 */
export function LeadConfirmationView({
  protocol,
  dealer,
  headingRef,
  simulationLeftOut = false,
  again,
}: {
  protocol: string;
  dealer: string;
  headingRef?: Ref<HTMLHeadingElement>;
  /** The simulation sent with the lead did not hold for the offer and went without it. */
  simulationLeftOut?: boolean;
  again: ReactNode;
}) {
  return (
    <section aria-labelledby="lead-confirmation-title" className="rounded-lg bg-surface-alt p-6">
      <h2
        id="lead-confirmation-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-brand focus:outline-none"
      >
        {texts.confirmationTitle}
      </h2>
      <p className="mt-3 text-lg">
        {texts.protocol}: <strong data-testid="lead-protocol">{protocol}</strong>
      </p>
      <p className="mt-2">{texts.confirmationText(dealer)}</p>
      {simulationLeftOut ? <p className="mt-2">{texts.simulationLeftOut}</p> : null}
      {again}
    </section>
  );
}
