import type { BookingCart } from "../domain/booking-cart";
import type { WizardSetup } from "./wizard-types";

/** The booking that already covers this revision of the cart's garage vehicle, if any. */
export function bookedRevision(
  setup: Pick<WizardSetup, "bookedRevisions">,
  vehicle: BookingCart["vehicle"],
  revisionNumber: number | undefined,
): { when: string; href: string } | undefined {
  if (!vehicle?.id || revisionNumber === undefined) return undefined;
  return setup.bookedRevisions[vehicle.id]?.[revisionNumber];
}
