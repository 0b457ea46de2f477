"use client";

import { valibotResolver } from "@hookform/resolvers/valibot";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/ui/button";
import { useMemo } from "react";
import { maskMileage, typedBelowLast } from "../domain/mileage";
import { maskRenavam } from "../domain/renavam-digits";
import { vehicleDetailsForm, type VehicleDetails, type VehicleDetailsInput } from "../form-schemas";
import { fieldTexts } from "../texts/fields";
import { registrationTexts } from "../texts/registration";
import { TextField } from "@/ui/text-field";

export type { VehicleDetails, VehicleDetailsInput } from "../form-schemas";

/** "Completar informações": nickname, RENAVAM and mileage, each optional, checked as on the server. */
export function VehicleDetailsForm({
  initial,
  lastMileageKm,
  onDone,
}: {
  initial: VehicleDetailsInput;
  /** The vehicle's last registered reading: a lower one needs the owner's confirmation. */
  lastMileageKm: number;
  onDone: (details: VehicleDetails, raw: VehicleDetailsInput) => void;
}) {
  const f = fieldTexts;
  const resolver = useMemo(
    () => valibotResolver(vehicleDetailsForm(lastMileageKm)),
    [lastMileageKm],
  );
  const {
    register,
    handleSubmit,
    getValues,
    control,
    formState: { errors },
  } = useForm<VehicleDetailsInput, unknown, VehicleDetails>({ resolver, defaultValues: initial });
  const lower = typedBelowLast(useWatch({ control, name: "mileageKm" }), lastMileageKm);
  return (
    <form
      noValidate
      onSubmit={handleSubmit((details) => onDone(details, getValues()))}
      className="flex flex-col gap-4"
      aria-label={registrationTexts.completeIntro}
    >
      <TextField
        announceError
        id="details-nickname"
        label={f.nickname}
        registration={register("nickname")}
        error={errors.nickname?.message}
      />
      <TextField
        announceError
        id="details-renavam"
        label={f.renavam}
        hint={f.renavamHint}
        registration={register("renavam")}
        error={errors.renavam?.message}
        mask={maskRenavam}
        inputMode="numeric"
      />
      <TextField
        announceError
        id="details-mileage"
        label={f.mileage}
        registration={register("mileageKm")}
        error={errors.mileageKm?.message}
        mask={maskMileage}
        inputMode="numeric"
      />
      {lower ? (
        <label className="flex gap-2 text-sm">
          <input type="checkbox" {...register("confirmLower")} />
          <span>{f.confirmLower}</span>
        </label>
      ) : null}
      <Button type="submit">{registrationTexts.next}</Button>
    </form>
  );
}
