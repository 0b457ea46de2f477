"use client";

import { useRef, useState, useSyncExternalStore } from "react";
import { Button } from "@/ui/button";
import { loadOnFirstUse } from "@/ui/load-on-first-use";
import { Spinner } from "@/ui/spinner";
import { wantsSimulator } from "../domain/simulator-link";
import { simulatorLauncherTexts as texts } from "../launcher-texts";
import type { SimulatorOffer } from "./simulator-offer";

/** While the dialog's code arrives (SPEC.md: the simulator's loader), a full-area spinner. */
function SimulatorLoader() {
  return (
    <div className="fixed inset-0 z-(--z-index-menu) flex items-center justify-center bg-black/50 text-white">
      <Spinner label={texts.loading} />
    </div>
  );
}

// The dialog, its maths and its form load only when a shopper opens the simulator.
const SimulatorDialog = loadOnFirstUse(
  () => import("./simulator-dialog").then((module) => module.default),
  <SimulatorLoader />,
);

const noSubscription = () => () => {};

const notLinked = () => false;
const linkAsksForSimulator = () => wantsSimulator(new URLSearchParams(window.location.search));

/**
 * "Simular financiamento" for one offer: on its page, where a shared link opens the dialog by
 * itself, and on every offer card of the listings (fromLink false: one link, one dialog).
 */
export function SimulatorLauncher({
  offer,
  fromLink = true,
}: {
  offer: SimulatorOffer;
  fromLink?: boolean;
}) {
  const [choice, setChoice] = useState<boolean | null>(null);
  // A shared link asks for the dialog; the server renders it closed and the browser opens it.
  const linked = useSyncExternalStore(
    noSubscription,
    fromLink ? linkAsksForSimulator : notLinked,
    notLinked,
  );
  const open = choice ?? linked;
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        onClick={() => setChoice(true)}
        aria-haspopup="dialog"
        // Without JavaScript the dialog cannot open: the shell's noscript rule hides the button.
        data-needs-script=""
        // Cards of a list each have one: the offer's title tells them apart.
        aria-label={fromLink ? undefined : texts.openFor(offer.title)}
      >
        {texts.open}
      </Button>
      {open ? (
        <SimulatorDialog
          offer={offer}
          onClose={() => {
            setChoice(false);
            // The dialog unmounts as it closes, so focus goes back to its button from here.
            requestAnimationFrame(() => button.current?.focus());
          }}
        />
      ) : null}
    </>
  );
}
