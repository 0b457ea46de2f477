"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { setSchedulingLastStep } from "@/features/shell";
import { Button } from "@/ui/button";
import { bookingCartReducer, emptyCart, type BookingCart } from "../domain/booking-cart";
import { flowSteps, stepKindAt, type FlowType, type StepKind } from "../domain/flows";
import { earliestRevisionDate } from "../domain/revision-date";
import { initialStepper, schedulingStepperReducer } from "../domain/scheduling-stepper";
import { furthestStep, resumeStep } from "../domain/wizard-progress";
import type { WizardWords } from "../wizard-texts";
import { bookedRevision } from "./booked-revision";
import { LaterStep, prepareLaterSteps, VehicleStep } from "./steps/wizard-steps";
import { saveBooking, savedBookingKey, savePhotos, type SavedBooking } from "./saved-booking";
import { entriesBehind, pushStep, replaceStep, stepAfterHistoryMove } from "./step-history";
import type { LostSlot, PhotoUpload, WizardSetup } from "./wizard-types";

function canContinue(
  kind: StepKind,
  cart: BookingCart,
  flow: FlowType,
  setup: Pick<WizardSetup, "today" | "bookedRevisions">,
): boolean {
  const today = setup.today;
  switch (kind) {
    case "vehicle":
      return cart.vehicle !== null;
    case "mileage":
      return cart.mileage !== null;
    case "dealer":
      return cart.dealer !== null;
    case "revision":
      return (
        cart.services.some((service) => service.serviceType === "1") &&
        !bookedRevision(setup, cart.vehicle, cart.selectedRevision?.revisionNumber)
      );
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
        cart.servicePerformedDate >= (earliestRevisionDate(cart.vehicle) ?? "") &&
        cart.revisionOdometer !== null
      );
    default:
      return true;
  }
}

/**
 * The booking's steps for the flow of the link. A resumed booking (`resumed`, from ResumeBooking)
 * opens on its review with the cart it was saved with, in the flow it was started in.
 */
export function SchedulingWizard({
  setup,
  words: t,
  resumed,
}: {
  setup: WizardSetup;
  /** The words of the setup's flow (wizardWords), sent with the page. */
  words: WizardWords;
  resumed?: SavedBooking;
}) {
  // A new booking starts at the owner's own dealer, which the dealer step lets them change; a
  // resumed one keeps its own, and the time chosen there.
  const [cart, dispatch] = useReducer(
    bookingCartReducer,
    resumed?.cart ?? { ...emptyCart, dealer: setup.initialDealer },
  );
  const [stepper, step] = useReducer(schedulingStepperReducer, {
    ...initialStepper,
    flowType: setup.flow,
    max: flowSteps[setup.flow].length,
    origin: setup.origin,
  });
  const [photos, setPhotos] = useState<PhotoUpload[]>(resumed?.photos ?? []);
  const [holdId, setHoldId] = useState<string | null>(null);
  const [lostSlot, setLostSlot] = useState<LostSlot | null>(null);
  const [restored, setRestored] = useState(false);
  // The last step confirmed with "Continuar" (a link naming the vehicle confirms the first).
  const [confirmed, setConfirmed] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const router = useRouter();
  // schedule_resume shows the saved cart's review: the booking keeps the flow it was started in.
  const bookingFlow = resumed?.flow ?? setup.flow;

  useEffect(() => {
    // A resumed booking keeps the vehicle it was saved with.
    const soleVehicle = !resumed && setup.myVehicles.length === 1 ? setup.myVehicles[0] : undefined;
    const startFromLink = () => {
      if (setup.initialVehicle) {
        dispatch({ type: "setVehicle", vehicle: setup.initialVehicle });
        // A link that names the vehicle starts on the next step.
        if (flowSteps[setup.flow][0] === "vehicle") {
          step({ type: "jump", step: 2, initial: true, name: t.steps[0]?.name });
          setConfirmed(1);
        }
      } else if (soleVehicle) {
        // An owner with one vehicle finds it chosen, as on /agendamento; the step stays open so
        // that another one can be typed in.
        dispatch({ type: "setVehicle", vehicle: soleVehicle });
      }
      for (const service of setup.initialServices) dispatch({ type: "addService", service });
      setRestored(true);
    };
    // A reload or a login brings back the booking under way at its first step left to fill in;
    // the code that reads it loads only when this tab saved one.
    if (resumed || !window.sessionStorage.getItem(savedBookingKey)) return startFromLink();
    void import("./saved-booking-replay").then(
      ({ readSavedPhotos, replaySavedCart, savedCartFor, savedConfirmedStep, savedLostSlot }) => {
        const saved = savedCartFor(setup);
        if (!saved) return startFromLink();
        replaySavedCart(saved, dispatch);
        setPhotos(readSavedPhotos());
        const open = flowSteps[setup.flow].findIndex(
          (kind) => !canContinue(kind, saved, setup.flow, setup),
        );
        const done = savedConfirmedStep();
        setConfirmed(done);
        // Never past a step the owner has not confirmed: a revision or a mileage filled in by
        // itself is not one. The review is reached by "Continuar" only.
        const at = resumeStep(flowSteps[setup.flow].length, open, done);
        if (at > 1) step({ type: "jump", step: at });
        // A resumed review that lost its time reopened this flow: its slot step says why.
        const lost = savedLostSlot();
        if (lost && flowSteps[setup.flow][at - 1] === "slot") setLostSlot(lost);
        setRestored(true);
      },
    );
    // Runs once on mount: the link and the saved cart are read then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (restored && setup.flow !== "schedule_resume") {
      saveBooking({ flow: setup.flow, cart, confirmedStep: confirmed });
    }
  }, [cart, confirmed, restored, setup.flow]);

  const last = stepper.step === stepper.max;
  useEffect(() => {
    setSchedulingLastStep(last);
    return () => setSchedulingLastStep(false);
  }, [last]);

  // A move of the owner's takes the keyboard to the new step's heading. The wizard also opens
  // there, once restored: after "Começar" (on step 2 for a garage vehicle), a link or a reload,
  // rather than on the page's body; a focus the owner already placed while it loaded stays.
  useEffect(() => {
    const focused = document.activeElement;
    if (moved.current || (restored && (focused === null || focused === document.body)))
      heading.current?.focus();
  }, [stepper.step, restored]);

  const kind = stepKindAt(setup.flow, stepper.step);
  const shown = t.steps[stepper.step - 1];
  const ready = canContinue(kind, cart, bookingFlow, setup);
  // Once the step may be left, the next is a click away: its code is fetched meanwhile. Not
  // before, and not on a first step filled in by itself (an only garage vehicle) that the owner
  // has not touched yet: the next step's code would join the page's first load. Then the first
  // touch or key fetches it, from a listener outside React, so that nothing renders between the
  // press and the click it belongs to.
  const next = stepKindAt(setup.flow, stepper.step + 1);
  useEffect(() => {
    if (!ready) return;
    if (stepper.step > 1) return prepareLaterSteps(next);
    const prepare = () => prepareLaterSteps(next);
    window.addEventListener("pointerdown", prepare, { once: true, passive: true });
    window.addEventListener("keydown", prepare, { once: true });
    return () => {
      window.removeEventListener("pointerdown", prepare);
      window.removeEventListener("keydown", prepare);
    };
  }, [ready, next, stepper.step]);
  const props = { cart, dispatch, setup };
  // A link for a revision its vehicle already has booked says so from the start, not only once
  // the owner reaches the revision step (where another revision can still be chosen).
  const bookedBefore =
    setup.linkedRevisionBooked &&
    cart.vehicle?.id === setup.linkedRevisionBooked.vehicleId &&
    stepper.step < flowSteps[setup.flow].indexOf("revision") + 1
      ? setup.linkedRevisionBooked
      : null;
  const go = (direction: "increase" | "decrease") => {
    moved.current = true;
    setLostSlot(null);
    if (direction === "decrease" && entriesBehind() > 0) {
      // The entry behind is the previous step: going back to it keeps Back and "Voltar" as one.
      window.history.back();
      return;
    }
    // A step left by "Voltar" with no entry of this page behind it (after a reload) is replaced:
    // Back would otherwise return to the step just left.
    if (direction === "increase") {
      setConfirmed((done) => Math.max(done, stepper.step));
      pushStep(stepper.step + 1);
    }
    step({ type: direction });
  };

  // The address names the step shown (a resumed or a lost-slot step included), without a new entry.
  useEffect(() => {
    if (restored && setup.flow !== "schedule_resume") replaceStep(stepper.step);
  }, [restored, setup.flow, stepper.step]);

  // Back and Forward move between the steps, never past the furthest one the owner may stand on.
  const onHistoryMove = useCallback(() => {
    if (setup.flow === "schedule_resume") return;
    const steps = flowSteps[setup.flow];
    const open = steps.findIndex((kind) => !canContinue(kind, cart, setup.flow, setup));
    const target = stepAfterHistoryMove(stepper.step, furthestStep(steps.length, open, confirmed));
    if (target === null) return;
    moved.current = true;
    setLostSlot(null);
    if (target === stepper.max) {
      step({ type: "jump", step: target - 1 });
      step({ type: "increase" });
    } else step({ type: "jump", step: target });
    replaceStep(target);
  }, [cart, confirmed, setup, stepper.max, stepper.step]);
  useEffect(() => {
    window.addEventListener("popstate", onHistoryMove);
    return () => window.removeEventListener("popstate", onHistoryMove);
  }, [onHistoryMove]);

  return (
    <div className="flex flex-col gap-6">
      <div>
        <p className="text-sm text-muted">
          {t.flow} · {shown?.place}
        </p>
        <progress
          className="h-1 w-full accent-brand"
          max={stepper.max}
          value={stepper.step}
          aria-label={shown?.place}
        />
        <h2 ref={heading} tabIndex={-1} className="mt-3 text-2xl font-bold text-brand outline-none">
          {shown?.name}
        </h2>
      </div>

      {bookedBefore && (
        <p role="alert" className="text-danger">
          {bookedBefore.message}{" "}
          <a href={bookedBefore.href} className="font-semibold text-brand-accent underline">
            {bookedBefore.linkText}
          </a>
        </p>
      )}

      {kind === "vehicle" ? (
        // Read again once the link or the saved booking has filled the cart in.
        <VehicleStep key={restored ? "restored" : "opening"} {...props} />
      ) : (
        <LaterStep
          {...props}
          kind={kind}
          flow={bookingFlow}
          photos={photos}
          onPhotos={(chosen) => {
            setPhotos(chosen);
            savePhotos(chosen);
          }}
          holdId={holdId}
          onHold={setHoldId}
          onSlotLost={(refused) => {
            setHoldId(null);
            const lost = { ...refused, startDate: cart.scheduleConfig?.startDate ?? null };
            // Where a lost time leads loads with the refusal, not with the wizard's first script.
            void import("./slot-lost-move").then(({ slotLostMove }) => {
              const move = slotLostMove({ flow: setup.flow, resumed, cart, lost });
              if (!move) return;
              if (move.to === "flow") {
                saveBooking(move.booking);
                router.replace(move.href);
                return;
              }
              // The lost time leaves the cart, so "Continuar" waits for a new one; the slot step
              // says why, on the lost time's day.
              setLostSlot(lost);
              dispatch({ type: "setScheduleConfig", scheduleConfig: null });
              moved.current = true;
              step({ type: "jump", step: move.step });
            });
          }}
          lostSlot={lostSlot}
          setConfirmed={setConfirmed}
          // The steps confirmed go with it, so the flow reopened after the login starts where
          // the owner was; a booking resumed at its review holds a time, its steps all done.
          saveCart={() =>
            saveBooking({
              flow: bookingFlow,
              cart,
              confirmedStep: resumed ? flowSteps[bookingFlow].length - 1 : confirmed,
            })
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
        {/* A resumed review has no step behind it: its own flow reopens the saved booking there. */}
        {resumed && (
          <a
            href={`/agendamento/servicos?flow=${resumed.flow}`}
            className="inline-flex min-h-11 items-center font-semibold text-brand-accent underline"
          >
            {t.changeBooking}
          </a>
        )}
      </div>
    </div>
  );
}
