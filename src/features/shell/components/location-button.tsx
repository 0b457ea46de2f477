import { shellTexts } from "../texts";

/** The current location's label; choosing another place is the location chooser's job. */
export function LocationButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      aria-label={shellTexts.locationLabel(label)}
      className="inline-flex h-11 max-w-44 items-center gap-1 rounded-full px-2 text-sm font-semibold text-brand hover:bg-surface-alt"
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" className="shrink-0">
        <path
          d="M12 22s7-6.5 7-12a7 7 0 0 0-14 0c0 5.5 7 12 7 12z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        <circle cx="12" cy="10" r="2.5" fill="currentColor" />
      </svg>
      <span className="truncate">{label}</span>
    </button>
  );
}
