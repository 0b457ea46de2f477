import { useSyncExternalStore } from "react";
import { browserStorage } from "@/lib/browser-storage";

/**
 * The offers chosen for comparison, kept in the browser so they survive navigation and reload.
 * One store for every card and the tray, so a change on one card reaches all of them at once.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
const empty: number[] = [];
let snapshot: { raw: string; ids: number[] } | undefined;
let notice = "";

function emit() {
  listeners.forEach((listener) => listener());
}

function onStorage(event: StorageEvent) {
  if (event.key === browserStorage.keyName("comparedOffers")) emit();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

function readIds(): number[] {
  const ids = browserStorage.get("comparedOffers") ?? empty;
  const raw = JSON.stringify(ids);
  if (snapshot?.raw !== raw) snapshot = { raw, ids };
  return snapshot.ids;
}

export function setComparedOffers(ids: number[]): void {
  browserStorage.set("comparedOffers", ids);
  emit();
}

/** The offer whose toggle was refused, where the keyboard returns when the notice is closed. */
let refusedOffer: number | null = null;

/** A message for the tray's live region (the refusal of a fourth offer). */
export function setComparisonNotice(message: string, fromOffer: number | null = null): void {
  notice = message;
  refusedOffer = message ? fromOffer : null;
  emit();
}

export function refusedComparisonOffer(): number | null {
  return refusedOffer;
}

export function useComparedOffers(): number[] {
  return useSyncExternalStore(subscribe, readIds, () => empty);
}

export function useComparisonNotice(): string {
  return useSyncExternalStore(
    subscribe,
    () => notice,
    () => "",
  );
}
