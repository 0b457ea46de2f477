import { LocationChooser, PlainLocationForm, type RenderedCoverage } from "@/features/location";

const pinIcon = (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    aria-hidden="true"
    className="size-4 shrink-0 max-[22.5rem]:hidden sm:size-[18px]"
  >
    <path
      d="M12 22s7-6.5 7-12a7 7 0 0 0-14 0c0 5.5 7 12 7 12z"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    />
    <circle cx="12" cy="10" r="2.5" fill="currentColor" />
  </svg>
);

/**
 * The current location's label; the location feature owns choosing another place, with its
 * dialog, or without JavaScript with a plain form.
 */
export function LocationButton({
  label,
  coverage,
}: {
  label: string;
  coverage: RenderedCoverage | undefined;
}) {
  return (
    <>
      <LocationChooser label={label} coverage={coverage} icon={pinIcon} />
      <PlainLocationForm label={label} icon={pinIcon} />
    </>
  );
}
