"use client";

import { loadOnFirstUse } from "@/ui/load-on-first-use";
import { Spinner } from "@/ui/spinner";

// Each flow shows one step at a time, and the longest uses eight of the twelve: a step's code
// (its calls, the calendar, the photo upload, the review's forms) loads when the step is reached,
// so the wizard's first JavaScript carries only the step most flows open on. A step reached before
// its code arrived shows the spinner on a slow connection.
const stepLoading = <Spinner />;

// The vehicle opens every flow but the resumed one: it comes with the wizard.
export { VehicleStep } from "./vehicle-step";
export const MileageStep = loadOnFirstUse(
  () => import("./mileage-step").then((module) => module.MileageStep),
  stepLoading,
);
export const DealerStep = loadOnFirstUse(
  () => import("./dealer-step").then((module) => module.DealerStep),
  stepLoading,
);
export const RevisionStep = loadOnFirstUse(
  () => import("./revision-step").then((module) => module.RevisionStep),
  stepLoading,
);
export const ServicesStep = loadOnFirstUse(
  () => import("./services-step").then((module) => module.ServicesStep),
  stepLoading,
);
export const InconvenienceStep = loadOnFirstUse(
  () => import("./inconvenience-step").then((module) => module.InconvenienceStep),
  stepLoading,
);
export const RecallStep = loadOnFirstUse(
  () => import("./recall-step").then((module) => module.RecallStep),
  stepLoading,
);
export const SlotStep = loadOnFirstUse(
  () => import("./slot-step").then((module) => module.SlotStep),
  stepLoading,
);
export const NotesStep = loadOnFirstUse(
  () => import("./notes-step").then((module) => module.NotesStep),
  stepLoading,
);
export const PerformedStep = loadOnFirstUse(
  () => import("./performed-step").then((module) => module.PerformedStep),
  stepLoading,
);
export const ClaimStep = loadOnFirstUse(
  () => import("./claim-step").then((module) => module.ClaimStep),
  stepLoading,
);
export const ReviewStep = loadOnFirstUse(
  () => import("./review-step").then((module) => module.ReviewStep),
  stepLoading,
);
