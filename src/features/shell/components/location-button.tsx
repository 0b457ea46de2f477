import { LocationChooser } from "@/features/location";

/** The current location's label; the location feature owns choosing another place. */
export function LocationButton({ label }: { label: string }) {
  return <LocationChooser label={label} />;
}
