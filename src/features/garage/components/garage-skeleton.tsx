import { garageTexts } from "../texts";

/** The garage's own loading state (SPEC.md: no global spinner under /garagem). */
export function GarageSkeleton() {
  const block = "animate-pulse rounded-lg bg-surface-alt";
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-6">
      <span className="sr-only">{garageTexts.garage.loading}</span>
      <div className={`${block} h-9 w-56`} />
      <div className="flex gap-3">
        <div className={`${block} h-10 w-40`} />
        <div className={`${block} h-10 w-40`} />
        <div className={`${block} h-10 w-40`} />
      </div>
      <div className={`${block} h-32 w-full`} />
      <div className="grid gap-4 md:grid-cols-3">
        <div className={`${block} h-40`} />
        <div className={`${block} h-40`} />
        <div className={`${block} h-40`} />
      </div>
    </div>
  );
}
