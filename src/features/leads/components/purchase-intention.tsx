"use client";

import { useSearchParams } from "next/navigation";
import type { VehicleItem } from "@/features/analytics";
import { sharedSimulationFrom } from "@/features/financing";
import { leadTexts as texts } from "../texts";
import { LeadForm, type DealerOption } from "./lead-form";
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
}: {
  offerId: number;
  dealers: DealerOption[];
  item: Omit<VehicleItem, "dealerCode">;
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
