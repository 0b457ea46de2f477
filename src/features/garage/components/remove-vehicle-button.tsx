"use client";

import { useState } from "react";
import { loadOnFirstUse } from "@/ui/load-on-first-use";
import { useOpenedOnce } from "@/ui/use-opened-once";
import { garageActionTexts } from "../texts/garage-actions";

// Few owners remove a vehicle: the confirmation and Radix Dialog load on the first click.
const RemoveVehicleDialog = loadOnFirstUse(() =>
  import("./remove-vehicle-dialog").then((module) => module.RemoveVehicleDialog),
);

/** Removing asks first, in a dialog. */
export function RemoveVehicleButton({ vehicleId, label }: { vehicleId: number; label: string }) {
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="self-start rounded-full border-2 border-danger px-5 py-2 font-semibold text-danger"
      >
        {garageActionTexts.remove}
      </button>
      {opened ? (
        <RemoveVehicleDialog
          vehicleId={vehicleId}
          label={label}
          open={open}
          onOpenChange={setOpen}
        />
      ) : null}
    </>
  );
}
