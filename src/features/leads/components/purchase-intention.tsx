"use client";

import { useSearchParams } from "next/navigation";
import type { VehicleItem } from "@/features/analytics";
import { sharedSimulationFrom } from "@/features/financing";
import { leadTexts as texts } from "../texts";
import type { DealerOption } from "./dealer-field";
import { LeadForm, type LeadFormValues } from "./lead-form";
import { purchaseIntentionFormId } from "./purchase-intention-id";
import { centsToReais } from "@/lib/money";

/**
 * The offer page's purchase-intention form. The simulation travels in the address (the simulator
 * keeps it there), so the lead carries the one the shopper last saw.
 */
export function PurchaseIntention({
  offerId,
  dealers,
  item,
  typed,
}: {
  offerId: number;
  dealers: DealerOption[];
  item: Omit<VehicleItem, "dealerCode">;
  /** What was typed in the server's plain form before this one took its place. */
  typed?: LeadFormValues;
}) {
  const query = useSearchParams();
  const simulation = sharedSimulationFrom(query);
  return (
    <LeadForm
      formId={purchaseIntentionFormId}
      formName="Intenção de compra"
      title={texts.purchaseTitle}
      intro={texts.purchaseIntro}
      dealers={dealers}
      item={item}
      initialValues={typed}
      note={simulation ? texts.withSimulation : undefined}
      target={{
        kind: "purchase",
        offerId,
        simulation: () =>
          simulation && {
            plan: simulation.plan,
            downPayment: centsToReais(simulation.downPaymentCents),
            termMonths: simulation.termMonths,
          },
      }}
    />
  );
}
