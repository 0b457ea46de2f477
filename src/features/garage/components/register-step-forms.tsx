"use client";

import { loadOnFirstUse } from "@/ui/load-on-first-use";
import { Spinner } from "@/ui/spinner";

// The stepper opens on its first step, a choice of path; the lookup form, the details form (both
// with react-hook-form), the vehicle's card and the dealer chooser load when their step is
// reached, so /cadastro's first JavaScript carries only the step it shows. A resumed registration
// loads its step at once. A step reached before its code arrived shows the spinner, not an empty
// card, on a slow connection.
const stepLoading = <Spinner />;

export const VehicleSearchForm = loadOnFirstUse(
  () => import("./vehicle-search-form").then((module) => module.VehicleSearchForm),
  stepLoading,
);
export const VehicleDetailsForm = loadOnFirstUse(
  () => import("./vehicle-details-form").then((module) => module.VehicleDetailsForm),
  stepLoading,
);
// The vehicle's card: fetched while the owner types the chassi (prefetchVehicleCard), so on the
// confirm step it comes with its intro and buttons, all three at once.
const loadVehicleCard = () => import("./vehicle-to-confirm");
export const prefetchVehicleCard = () => void loadVehicleCard();
/** Comes with the card: by the time it is confirmed, its code is there. */
export const loadVehicleDetailsSave = () =>
  loadVehicleCard().then((module) => module.saveVehicleDetails);
export const VehicleToConfirm = loadOnFirstUse(
  () => loadVehicleCard().then((module) => module.VehicleToConfirm),
  stepLoading,
);
export const VehicleSummary = loadOnFirstUse(() =>
  import("./vehicle-summary").then((module) => module.VehicleSummary),
);
export const DealerChooser = loadOnFirstUse(
  () => import("./dealer-chooser").then((module) => module.DealerChooser),
  stepLoading,
);
