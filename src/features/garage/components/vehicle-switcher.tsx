"use client";

import { useRouter } from "next/navigation";
import { useId, useTransition } from "react";
import { useCallsOnDemand } from "@/lib/api-client/use-calls-on-demand";
import { loadGarageEndpoints } from "./garage-calls";
import { garageActionTexts } from "../texts/garage-actions";

interface VehicleSwitcherProps {
  vehicles: { id: number; label: string }[];
  selectedId: number;
}

/** userSelectedVehicle: kept on the server, so the choice survives visits and devices. */
export function VehicleSwitcher({ vehicles, selectedId }: VehicleSwitcherProps) {
  const id = useId();
  const router = useRouter();
  const callApi = useCallsOnDemand(loadGarageEndpoints);
  const [pending, startTransition] = useTransition();
  return (
    <div className="flex flex-col gap-1" aria-busy={pending}>
      <label htmlFor={id} className="text-sm font-semibold">
        {garageActionTexts.switcher}
      </label>
      <select
        id={id}
        value={selectedId}
        disabled={pending}
        onChange={(event) => {
          const vehicleId = Number(event.target.value);
          startTransition(async () => {
            await callApi("selectVehicle", { body: { vehicleId } });
            router.refresh();
          });
        }}
        className="rounded border border-field-border bg-white px-3 py-2 text-base"
      >
        {vehicles.map((vehicle) => (
          <option key={vehicle.id} value={vehicle.id}>
            {vehicle.label}
          </option>
        ))}
      </select>
    </div>
  );
}
