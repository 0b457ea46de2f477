"use client";

import { useEffect } from "react";
import { setSchedulingLastStep } from "@/features/shell";

/** The confirmation comes after the flow's last step, so the footer stays shown (SPEC.md's footer rule). */
export function FooterAfterLastStep() {
  useEffect(() => {
    setSchedulingLastStep(true);
    return () => setSchedulingLastStep(false);
  }, []);
  return null;
}
