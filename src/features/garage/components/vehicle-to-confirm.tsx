"use client";

import { useRef, useState, type ReactNode } from "react";
import { focusAnswer } from "@/ui/focus-after-answer";
import { TextField } from "@/ui/text-field";
import { maskVin, readVin } from "../domain/field-rules";
import { vinMessages } from "../field-messages";
import { vinToConfirmTexts as t } from "../texts/vin-to-confirm";
import { VehicleSummary } from "./vehicle-summary";

const vinFieldId = "confirm-vin";

/**
 * The chassi typed at "Confirmar veículo", read as the search reads a chassi: the chassi to send,
 * or what the owner reads beside the field. Here, with the field, so the rule and its messages
 * load with the card and not with /cadastro's first JavaScript.
 */
export function vinToConfirm(value: string): { vin: string } | { message: string } {
  const read = readVin(value);
  return read.problem ? { message: vinMessages[read.problem] } : { vin: read.vin };
}

/** The chassi field of a vehicle found by its plate, its refusal tied to it. */
export function VinToConfirmField({
  value,
  error,
  onValue,
}: {
  value: string;
  error: string | null;
  onValue: (value: string) => void;
}) {
  return (
    <TextField
      id={vinFieldId}
      label={t.label}
      hint={t.hint}
      value={value}
      onValue={onValue}
      error={error ?? undefined}
      mask={maskVin}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={17}
    />
  );
}

/**
 * The registration's "Confirmar veículo" step: its intro, the vehicle's card and the step's
 * buttons arrive together, so the intro never shows alone and the card never pushes the buttons.
 * A vehicle found by its plate shows its chassi hidden and asks for it whole (decision 023): the
 * field and its state live here, with the card's code, not in /cadastro's first JavaScript.
 * A form, so Enter in the chassi field confirms as the button (a submit among `children`) does.
 * `onConfirm` answers whether the chassi was refused as not this plate's (the same 404 as an
 * unknown vehicle, said beside the field).
 */
export function VehicleToConfirm({
  intro,
  vehicle,
  asksVin = false,
  onConfirm,
  children,
}: {
  intro: string;
  vehicle: Parameters<typeof VehicleSummary>[0]["vehicle"];
  asksVin?: boolean;
  onConfirm?: (vin?: string) => Promise<"mismatch" | undefined>;
  children: ReactNode;
}) {
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  const formElement = useRef<HTMLFormElement>(null);
  // The field says why it was refused, and the keyboard goes there to fix it.
  const refuse = (message: string) =>
    focusAnswer(() => setError(message), undefined, formElement.current);
  const confirm = async () => {
    if (!asksVin) return void (await onConfirm?.());
    const read = vinToConfirm(typed);
    if ("message" in read) return refuse(read.message);
    setError(null);
    if ((await onConfirm?.(read.vin)) === "mismatch") refuse(t.mismatch);
  };
  return (
    <form
      ref={formElement}
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
    >
      <p>{intro}</p>
      <VehicleSummary vehicle={vehicle} />
      {asksVin ? (
        <VinToConfirmField
          value={typed}
          error={error}
          onValue={(value) => {
            setTyped(value);
            setError(null);
          }}
        />
      ) : null}
      {children}
    </form>
  );
}

export { saveVehicleDetails } from "./vehicle-details-save";
