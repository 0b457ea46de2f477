"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/ui/button";
import { maskMileage } from "../domain/mileage";
import { maskRenavam } from "../domain/renavam";
import { mileageValueSchema, nicknameSchema, renavamSchema } from "../schemas";
import { garageTexts } from "../texts";
import { GarageField } from "./garage-field";

// An empty field means "not now"; anything typed is checked by the same rule as the server's.
const blank = (value: string) => (value.trim() === "" ? undefined : value);

export const vehicleDetailsSchema = z.object({
  nickname: z.string().transform(blank).pipe(nicknameSchema.optional()),
  renavam: z.string().transform(blank).pipe(renavamSchema.optional()),
  mileageKm: z.string().transform((value, context) => {
    if (blank(value) === undefined) return undefined;
    const parsed = mileageValueSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    context.addIssue({ code: "custom", message: parsed.error.issues[0]?.message ?? "" });
    return z.NEVER;
  }),
});
export type VehicleDetailsInput = z.input<typeof vehicleDetailsSchema>;
export type VehicleDetails = z.output<typeof vehicleDetailsSchema>;

/** "Completar informações": nickname, RENAVAM and mileage, each optional, checked as on the server. */
export function VehicleDetailsForm({
  initial,
  onDone,
}: {
  initial: VehicleDetailsInput;
  onDone: (details: VehicleDetails, raw: VehicleDetailsInput) => void;
}) {
  const f = garageTexts.fields;
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<VehicleDetailsInput, unknown, VehicleDetails>({
    resolver: zodResolver(vehicleDetailsSchema),
    defaultValues: initial,
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((details) => onDone(details, getValues()))}
      className="flex flex-col gap-4"
      aria-label={garageTexts.registration.completeIntro}
    >
      <GarageField
        id="details-nickname"
        label={f.nickname}
        registration={register("nickname")}
        error={errors.nickname?.message}
        maxLength={30}
      />
      <GarageField
        id="details-renavam"
        label={f.renavam}
        hint={f.renavamHint}
        registration={register("renavam")}
        error={errors.renavam?.message}
        mask={maskRenavam}
        inputMode="numeric"
      />
      <GarageField
        id="details-mileage"
        label={f.mileage}
        registration={register("mileageKm")}
        error={errors.mileageKm?.message}
        mask={maskMileage}
        inputMode="numeric"
      />
      <Button type="submit">{garageTexts.registration.next}</Button>
    </form>
  );
}
