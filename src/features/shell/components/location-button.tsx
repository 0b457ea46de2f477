import { LocationChooser, type RenderedCoverage } from "@/features/location";

/** The current location's label; the location feature owns choosing another place. */
export function LocationButton({
  label,
  coverage,
}: {
  label: string;
  coverage: RenderedCoverage | undefined;
}) {
  return <LocationChooser label={label} coverage={coverage} />;
}
