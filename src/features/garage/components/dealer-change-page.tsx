"use client";

import { useRouter } from "next/navigation";
import { dealerChangedParam } from "./garage-views";
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
  return (
    <DealerChooser
      {...props}
      currentDealer={currentDealer}
      currentDealerId={currentDealer?.id ?? null}
      headingLevel={2}
      // The garage says it and takes the focus there (ArrivalStatus): a toast over a page still
      // loading left the keyboard on the body.
      onChosen={() => router.push(`/garagem?view=concessionaria&${dealerChangedParam}=1`)}
    />
  );
}
