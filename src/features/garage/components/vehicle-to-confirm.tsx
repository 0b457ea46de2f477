import type { ReactNode } from "react";
import { TextField } from "@/ui/text-field";
import { maskVin, readVin } from "../domain/field-rules";
import { vinMessages } from "../field-messages";
import { fieldTexts } from "../texts/fields";
import { VehicleSummary } from "./vehicle-summary";

/** The chassi field of a vehicle found by its plate: plain state, kept by the stepper. */
export interface VinToConfirmField {
  id: string;
  value: string;
  error: string | null;
  onValue: (value: string) => void;
}

/**
 * The chassi typed at "Confirmar veículo", read as the search reads a chassi: the chassi to send,
 * or what the owner reads beside the field. Here, with the field, so the rule and its messages
 * load with the card and not with /cadastro's first JavaScript.
 */
export function vinToConfirm(value: string): { vin: string } | { message: string } {
  const read = readVin(value);
  return read.problem ? { message: vinMessages[read.problem] } : { vin: read.vin };
}

/**
 * The registration's "Confirmar veículo" step: its intro, the vehicle's card and the step's
 * buttons arrive together, so the intro never shows alone and the card never pushes the buttons.
 * A vehicle found by its plate shows its chassi hidden and asks for it whole (decision 023).
 */
export function VehicleToConfirm({
  intro,
  vehicle,
  vinField,
  children,
}: {
  intro: string;
  vehicle: Parameters<typeof VehicleSummary>[0]["vehicle"];
  vinField?: VinToConfirmField;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4">
      <p>{intro}</p>
      <VehicleSummary vehicle={vehicle} />
      {vinField ? (
        <TextField
          id={vinField.id}
          label={fieldTexts.vin}
          hint={fieldTexts.vinToConfirmHint}
          value={vinField.value}
          onValue={vinField.onValue}
          error={vinField.error ?? undefined}
          mask={maskVin}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={17}
        />
      ) : null}
      {children}
    </div>
  );
}
