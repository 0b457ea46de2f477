"use client";

import { useState, type ComponentType, type Dispatch, type SetStateAction } from "react";
import { loadOnFirstUse } from "@/ui/load-on-first-use";
import { Spinner } from "@/ui/spinner";
import type { FlowType, StepKind } from "../../domain/flows";
import type { LostSlot, PhotoUpload, StepProps } from "../wizard-types";

// Each flow shows one step at a time, and the longest uses eight of the twelve: a step's code
// (its calls, the calendar, the photo upload, the review's forms) loads when the step is reached,
// or ahead of it, once the step before may be left (prepareStep). A step reached before its code
// arrived shows the spinner on a slow connection; one whose code came ahead renders at once.
const stepLoading = <Spinner />;

function stepLoader<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const prepare = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed fetch is tried again when the step is reached.
        loading = undefined;
        throw error;
      },
    ));
  const OnFirstUse = loadOnFirstUse(prepare, stepLoading);
  function Step(props: Props) {
    // Kept for the step's life: a lazy part swapped for the loaded one would lose its state.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <OnFirstUse {...props} />;
  }
  return { Step, prepare };
}

const mileage = stepLoader(() => import("./mileage-step").then((module) => module.MileageStep));
const dealer = stepLoader(() => import("./dealer-step").then((module) => module.DealerStep));
const revision = stepLoader(() => import("./revision-step").then((module) => module.RevisionStep));
const services = stepLoader(() => import("./services-step").then((module) => module.ServicesStep));
const inconvenience = stepLoader(() =>
  import("./inconvenience-step").then((module) => module.InconvenienceStep),
);
const recall = stepLoader(() => import("./recall-step").then((module) => module.RecallStep));
const slot = stepLoader(() => import("./slot-step").then((module) => module.SlotStep));
const notes = stepLoader(() => import("./notes-step").then((module) => module.NotesStep));
const performed = stepLoader(() =>
  import("./performed-step").then((module) => module.PerformedStep),
);
const claim = stepLoader(() => import("./claim-step").then((module) => module.ClaimStep));
const review = stepLoader(() => import("./review-step").then((module) => module.ReviewStep));

const MileageStep = mileage.Step;
const DealerStep = dealer.Step;
const RevisionStep = revision.Step;
const ServicesStep = services.Step;
const InconvenienceStep = inconvenience.Step;
const RecallStep = recall.Step;
const SlotStep = slot.Step;
const NotesStep = notes.Step;
const PerformedStep = performed.Step;
const ClaimStep = claim.Step;
const ReviewStep = review.Step;

const loaders: Record<Exclude<StepKind, "vehicle">, { prepare: () => Promise<unknown> }> = {
  mileage,
  dealer,
  revision,
  services,
  inconvenience,
  recall,
  slot,
  notes,
  performed,
  claim,
  review,
};

/** Fetches a step's code before it is reached; a failure is met again when it is. */
export function prepareStep(kind: StepKind): void {
  if (kind !== "vehicle") loaders[kind].prepare().catch(() => undefined);
}

export interface LaterStepProps extends StepProps {
  kind: Exclude<StepKind, "vehicle">;
  /** The booking's flow: a resumed booking keeps the one it was started in. */
  flow: FlowType;
  photos: PhotoUpload[];
  onPhotos: (photos: PhotoUpload[]) => void;
  holdId: string | null;
  onHold: (holdId: string | null) => void;
  onSlotLost: (lost: Omit<LostSlot, "startDate">) => void;
  /** The time lost at the confirmation, told on the slot step until the owner moves on. */
  lostSlot: LostSlot | null;
  saveCart: () => void;
  /** The last step confirmed with "Continuar", which another dealer lowers. */
  setConfirmed: Dispatch<SetStateAction<number>>;
}

/** Every step after the vehicle, by its kind, each loaded when it is first reached. */
export function LaterStep({
  kind,
  flow,
  photos,
  onPhotos,
  holdId,
  onHold,
  onSlotLost,
  lostSlot,
  saveCart,
  setConfirmed,
  ...props
}: LaterStepProps) {
  switch (kind) {
    case "mileage":
      return <MileageStep {...props} />;
    case "dealer":
      return <DealerStep {...props} setConfirmed={setConfirmed} />;
    case "revision":
      return <RevisionStep {...props} />;
    case "services":
      return <ServicesStep {...props} />;
    case "inconvenience":
      return <InconvenienceStep {...props} photos={photos} onPhotos={onPhotos} />;
    case "recall":
      return <RecallStep {...props} />;
    case "slot":
      return (
        <SlotStep {...props} photos={photos} flow={flow} onHold={onHold} lostSlot={lostSlot} />
      );
    case "notes":
      return <NotesStep {...props} />;
    case "performed":
      return <PerformedStep {...props} />;
    case "claim":
      return <ClaimStep {...props} />;
    case "review":
      return (
        <ReviewStep
          {...props}
          photos={photos}
          flow={flow}
          holdId={holdId}
          onSlotLost={onSlotLost}
          saveCart={saveCart}
        />
      );
  }
}
