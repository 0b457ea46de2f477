"use client";

import { loadOnFirstUse } from "@/ui/load-on-first-use";
import { Spinner } from "@/ui/spinner";

// The resume page shares its route with every flow: its code (reading and replaying the saved
// cart) loads only when that page renders, not with the other flows' wizard.
export const ResumeBooking = loadOnFirstUse(
  () => import("./resume-booking").then((module) => module.ResumeBooking),
  <Spinner />,
);
