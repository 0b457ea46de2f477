"use client";

import { loadOnFirstUse } from "@/ui/load-on-first-use";
import { Spinner } from "@/ui/spinner";
import type { FlowType, StepKind } from "../../domain/flows";
import type { LostSlot, PhotoUpload, StepProps } from "../wizard-types";

// Each flow shows one step at a time, and the longest uses eight of the twelve: a step's code
// (its calls, the calendar, the photo upload, the review's forms) loads when the step is reached.
// A step reached before its code arrived shows the spinner on a slow connection.
const stepLoading = <Spinner />;

const MileageStep = loadOnFirstUse(
  () => import("./mileage-step").then((module) => module.MileageStep),
  stepLoading,
);
const DealerStep = loadOnFirstUse(
  () => import("./dealer-step").then((module) => module.DealerStep),
  stepLoading,
);
const RevisionStep = loadOnFirstUse(
  () => import("./revision-step").then((module) => module.RevisionStep),
  stepLoading,
);
const ServicesStep = loadOnFirstUse(
  () => import("./services-step").then((module) => module.ServicesStep),
  stepLoading,
);
const InconvenienceStep = loadOnFirstUse(
  () => import("./inconvenience-step").then((module) => module.InconvenienceStep),
  stepLoading,
);
const RecallStep = loadOnFirstUse(
  () => import("./recall-step").then((module) => module.RecallStep),
  stepLoading,
);
const SlotStep = loadOnFirstUse(
  () => import("./slot-step").then((module) => module.SlotStep),
  stepLoading,
);
const NotesStep = loadOnFirstUse(
  () => import("./notes-step").then((module) => module.NotesStep),
  stepLoading,
);
const PerformedStep = loadOnFirstUse(
  () => import("./performed-step").then((module) => module.PerformedStep),
  stepLoading,
);
const ClaimStep = loadOnFirstUse(
  () => import("./claim-step").then((module) => module.ClaimStep),
  stepLoading,
);
const ReviewStep = loadOnFirstUse(
  () => import("./review-step").then((module) => module.ReviewStep),
  stepLoading,
);

interface LaterStepProps extends StepProps {
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
  ...props
}: LaterStepProps) {
  switch (kind) {
    case "mileage":
      return <MileageStep {...props} />;
    case "dealer":
      return <DealerStep {...props} />;
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
