"use client";

import { useEffect, useReducer, useRef, useState } from "react";
import { setSchedulingLastStep } from "@/features/shell";
import { Button } from "@/ui/button";
import { bookingCartReducer, emptyCart, type BookingCart } from "../domain/booking-cart";
import { flowSteps, stepKindAt, type FlowType, type StepKind } from "../domain/flows";
import { initialStepper, schedulingStepperReducer } from "../domain/scheduling-stepper";
import { schedulingTexts as t } from "../texts";
import { ClaimStep } from "./steps/claim-step";
import { DealerStep } from "./steps/dealer-step";
import { InconvenienceStep } from "./steps/inconvenience-step";
import { MileageStep } from "./steps/mileage-step";
import { NotesStep } from "./steps/notes-step";
import { PerformedStep } from "./steps/performed-step";
import { RecallStep } from "./steps/recall-step";
import { ReviewStep } from "./steps/review-step";
import { RevisionStep } from "./steps/revision-step";
import { ServicesStep } from "./steps/services-step";
import { SlotStep } from "./steps/slot-step";
import { VehicleStep } from "./steps/vehicle-step";
import type { PhotoUpload, WizardSetup } from "./wizard-types";

const storageKey = "bookingCart";

interface SavedCart {
  flow: FlowType;
  cart: BookingCart;
}

function readSaved(): SavedCart | null {
  try {
    const raw = window.sessionStorage.getItem(storageKey);
    return raw ? (JSON.parse(raw) as SavedCart) : null;
  } catch {
    return null;
  }
}

function canContinue(kind: StepKind, cart: BookingCart, flow: FlowType, today: string): boolean {
  switch (kind) {
    case "vehicle":
      return cart.vehicle !== null;
    case "mileage":
      return cart.mileage !== null;
    case "dealer":
      return cart.dealer !== null;
    case "revision":
      return cart.services.some((service) => service.serviceType === "1");
    case "services":
      return flow !== "additional_services" || cart.services.length > 0;
    case "inconvenience":
      return cart.additionalInformation.trim().length >= 10;
    case "recall":
      return cart.services.some((service) => service.recallCampaign);
    case "slot":
      return cart.scheduleConfig !== null;
    case "performed":
      return (
        cart.selectedRevision !== null &&
        cart.servicePerformedDate !== null &&
        cart.servicePerformedDate <= today &&
        cart.revisionOdometer !== null
      );
    default:
      return true;
  }
}

export function SchedulingWizard({ setup }: { setup: WizardSetup }) {
  const [flow, setFlow] = useState<FlowType>(setup.flow);
  const [cart, dispatch] = useReducer(bookingCartReducer, emptyCart);
  const [stepper, step] = useReducer(schedulingStepperReducer, {
    ...initialStepper,
    flowType: setup.flow,
    max: flowSteps[setup.flow].length,
    origin: setup.origin,
  });
  const [photos, setPhotos] = useState<PhotoUpload[]>([]);
  const [holdId, setHoldId] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // schedule_resume shows the saved cart's review: the booking keeps the flow it was started in.
  const bookingFlow = setup.flow === "schedule_resume" ? flow : setup.flow;

  useEffect(() => {
    if (setup.flow === "schedule_resume") {
      const saved = readSaved();
      if (saved) {
        // sessionStorage exists only in the browser, after hydration.
        // eslint-disable-next-line react-hooks/set-state-in-effect
        setFlow(saved.flow);
        replay(saved.cart);
      }
    } else {
      if (setup.initialVehicle) {
        dispatch({ type: "setVehicle", vehicle: setup.initialVehicle });
        // A link that names the vehicle starts on the next step.
        if (flowSteps[setup.flow][0] === "vehicle")
          step({ type: "jump", step: 2, initial: true, name: t.steps.vehicle });
      }
      if (setup.flow === "recall" && setup.recallCampaign) {
        dispatch({
          type: "addService",
          service: {
            code: `RECALL-${setup.recallCampaign}`,
            name: t.recallTitle(setup.recallCampaign),
            serviceType: "4",
            price: 0,
            freeOffer: true,
            recallCampaign: setup.recallCampaign,
          },
        });
      }
    }
    setRestored(true);
    function replay(saved: BookingCart) {
      if (saved.vehicle) dispatch({ type: "setVehicle", vehicle: saved.vehicle });
      if (saved.dealer) dispatch({ type: "setDealer", dealer: saved.dealer });
      if (saved.mileage !== null) dispatch({ type: "setMileage", mileage: saved.mileage });
      if (saved.selectedRevision)
        dispatch({ type: "setSelectedRevision", revision: saved.selectedRevision });
      for (const service of saved.services) dispatch({ type: "addService", service });
      if (saved.scheduleConfig)
        dispatch({ type: "setScheduleConfig", scheduleConfig: saved.scheduleConfig });
      dispatch({ type: "setAdditionalInformation", text: saved.additionalInformation });
      if (saved.contactData) dispatch({ type: "setContactData", contactData: saved.contactData });
    }
    // Runs once on mount: the link and the saved cart are read then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (restored && setup.flow !== "schedule_resume") {
      window.sessionStorage.setItem(
        storageKey,
        JSON.stringify({ flow: setup.flow, cart } satisfies SavedCart),
      );
    }
  }, [cart, restored, setup.flow]);

  const last = stepper.step === stepper.max;
  useEffect(() => {
    setSchedulingLastStep(last);
    return () => setSchedulingLastStep(false);
  }, [last]);

  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [stepper.step]);

  const kind = stepKindAt(setup.flow, stepper.step);
  const ready = canContinue(kind, cart, bookingFlow, setup.today);
  const props = { cart, dispatch, setup };
  const go = (direction: "increase" | "decrease") => {
    moved.current = true;
    step({ type: direction });
  };

  if (setup.flow === "schedule_resume" && restored && cart.services.length === 0) {
    return <p>Não há agendamento em andamento. Escolha um serviço em Agendamento de serviços.</p>;
  }

  return (
    <div className="flex flex-col gap-6">
      <div>
        <p className="text-sm text-muted">
          {t.flows[bookingFlow]} · {t.stepOf(stepper.step, stepper.max)}
        </p>
        <progress
          className="h-1 w-full accent-brand"
          max={stepper.max}
          value={stepper.step}
          aria-label={t.stepOf(stepper.step, stepper.max)}
        />
        <h2 ref={heading} tabIndex={-1} className="mt-3 text-2xl font-bold text-brand outline-none">
          {t.steps[kind]}
        </h2>
      </div>

      {kind === "vehicle" && <VehicleStep {...props} />}
      {kind === "mileage" && <MileageStep {...props} />}
      {kind === "dealer" && <DealerStep {...props} />}
      {kind === "revision" && <RevisionStep {...props} />}
      {kind === "services" && <ServicesStep {...props} />}
      {kind === "inconvenience" && (
        <InconvenienceStep {...props} photos={photos} onPhotos={setPhotos} />
      )}
      {kind === "recall" && <RecallStep {...props} />}
      {kind === "slot" && (
        <SlotStep {...props} photos={photos} flow={bookingFlow} onHold={setHoldId} />
      )}
      {kind === "notes" && <NotesStep {...props} />}
      {kind === "performed" && <PerformedStep {...props} />}
      {kind === "claim" && <ClaimStep {...props} />}
      {kind === "review" && (
        <ReviewStep
          {...props}
          photos={photos}
          flow={bookingFlow}
          holdId={holdId}
          onSlotLost={() => {
            setHoldId(null);
            const slotStep = flowSteps[setup.flow].indexOf("slot") + 1;
            if (slotStep > 0) {
              moved.current = true;
              step({ type: "jump", step: slotStep });
            }
          }}
          saveCart={() =>
            window.sessionStorage.setItem(
              storageKey,
              JSON.stringify({ flow: bookingFlow, cart } satisfies SavedCart),
            )
          }
        />
      )}

      <div className="flex flex-wrap gap-4">
        {stepper.step > 1 && (
          <Button variant="secondary" onClick={() => go("decrease")}>
            {t.back}
          </Button>
        )}
        {!last && (
          <Button disabled={!ready} onClick={() => go("increase")}>
            {t.next}
          </Button>
        )}
      </div>
    </div>
  );
}
