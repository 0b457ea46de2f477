"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { formatBRL } from "@/lib/format";
import { Spinner } from "@/ui/spinner";
import { financingTexts as texts } from "../texts";
import { SimulatorForm } from "./simulator-form";
import type { SimulatorOffer } from "./simulator-offer";
import { useRateTable } from "./use-rate-table";
import { CloseIcon } from "@/ui/close-icon";

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
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-(--z-index-menu) bg-black/50" />
        <Dialog.Content className="fixed inset-x-0 top-0 bottom-0 z-(--z-index-menu) mx-auto flex max-w-2xl flex-col overflow-y-auto bg-white p-6 shadow-xl focus:outline-none sm:top-8 sm:bottom-8 sm:rounded-lg">
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-2xl font-bold text-brand">{texts.title}</Dialog.Title>
              <Dialog.Description className="mt-1">
                {offer.title} · {texts.vehiclePrice}: <strong>{formatBRL(offer.priceCents)}</strong>
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={texts.close}
              className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-brand hover:bg-surface-alt"
            >
              <CloseIcon size={20} />
            </Dialog.Close>
          </div>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
