"use client";

import { useSyncExternalStore } from "react";

// The scheduling flow reports when it reaches its last step, where the footer shows again.
let lastStep = false;
const listeners = new Set<() => void>();

export function setSchedulingLastStep(value: boolean): void {
  lastStep = value;
  listeners.forEach((listener) => listener());
}

export function useSchedulingLastStep(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => lastStep,
    () => false,
  );
}
