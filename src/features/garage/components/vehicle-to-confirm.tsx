import type { ReactNode } from "react";
import { VehicleSummary } from "./vehicle-summary";

/**
 * The registration's "Confirmar veículo" step: its intro, the vehicle's card and the step's
 * buttons arrive together, so the intro never shows alone and the card never pushes the buttons.
 */
export function VehicleToConfirm({
  intro,
  vehicle,
  children,
}: {
  intro: string;
  vehicle: Parameters<typeof VehicleSummary>[0]["vehicle"];
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4">
      <p>{intro}</p>
      <VehicleSummary vehicle={vehicle} />
      {children}
    </div>
  );
}
