"use client";

import { useRouter } from "next/navigation";
import { useToast } from "@/ui/toast";
import { dealerChangeTexts } from "../texts/dealer-change";
import { DealerChooser } from "./dealer-chooser";
import type { DealerOptionView } from "./types";

/** /profile/dealer/change: choose, then back to the garage's dealer view. */
export function DealerChangePage({
  currentDealer,
  ...props
}: {
  nearby: DealerOptionView[];
  nearbyTitle: string;
  currentDealer: DealerOptionView | null;
}) {
  const router = useRouter();
  const { showToast } = useToast();
  return (
    <DealerChooser
      {...props}
      currentDealer={currentDealer}
      currentDealerId={currentDealer?.id ?? null}
      headingLevel={2}
      onChosen={() => {
        showToast(dealerChangeTexts.chosen, "success");
        router.push("/garagem?view=concessionaria");
      }}
    />
  );
}
