"use client";

import { formatBRL } from "@/lib/format";
import { Spinner } from "@/ui/spinner";
import { financingTexts as texts } from "../texts";
import { SimulatorForm } from "./simulator-form";
import type { SimulatorOffer } from "./simulator-offer";
import { useRateTable } from "./use-rate-table";
import { Dialog, DialogPanel } from "@/ui/dialog";

/** The financing simulator (lazy chunk): fetches the rate table, then computes in the browser. */
export default function SimulatorDialog({
  offer,
  onClose,
}: {
  offer: SimulatorOffer;
  onClose: () => void;
}) {
  const { state, retry } = useRateTable();
  const close = () => {
    // The simulation stays in the address (the lead form sends it); only the "open" mark goes.
    if (offer.sharePath === undefined) {
      const url = new URL(window.location.href);
      url.searchParams.delete("simulacao");
      window.history.replaceState(window.history.state, "", url);
    }
    onClose();
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : close())}>
      <DialogPanel
        size="sheet"
        title={texts.title}
        titleClassName="text-2xl font-bold text-brand"
        description={
          <>
            {offer.title} · {texts.vehiclePrice}: <strong>{formatBRL(offer.priceCents)}</strong>
          </>
        }
        closeLabel={texts.close}
      >
        {state.status === "loading" ? (
          <div className="flex flex-1 items-center justify-center py-12 text-brand">
            <Spinner label={texts.loading} />
          </div>
        ) : state.status === "failed" ? (
          <div role="alert" className="py-8">
            <p>{texts.ratesUnavailable}</p>
            <button
              type="button"
              className="mt-3 font-semibold text-brand underline"
              onClick={retry}
            >
              {texts.retry}
            </button>
          </div>
        ) : (
          <SimulatorForm offer={offer} table={state.table} />
        )}
      </DialogPanel>
    </Dialog>
  );
}
