import { z } from "zod";
import { mileageProblem, maxMileageKm, parseMileage } from "./domain/mileage";
import { isValidPlate, normalizePlate } from "./domain/plate";
import { isValidRenavam } from "./domain/renavam";
import { normalizeRenavam } from "./domain/renavam-digits";
import { normalizeVin, vinProblem } from "./domain/vin";
import { readVehicleLookup, type VehicleLookup } from "./domain/field-rules";
import { nicknameCharactersAllowed, nicknameFits } from "./domain/nickname";
import { lookupMessages, lowerMileageTexts, vinMessages } from "./field-messages";
import { defaultRegisterMax, longRegisterMax } from "./domain/register-stepper";
import { garageTexts } from "./texts";

const messages = garageTexts.validation;

/** A chassi of the brand, normalized to upper case. */
export const vinSchema = z
  .string()
  .max(40, messages.vinLength)
  .transform(normalizeVin)
  .superRefine((vin, context) => {
    const problem = vinProblem(vin);
    if (problem) context.addIssue({ code: "custom", message: vinMessages[problem] });
  });

/** A plate in the old or the Mercosul series, stored upper case without hyphen. */
export const plateSchema = z
  .string()
  .max(10, messages.plate)
  .refine(isValidPlate, messages.plate)
  .transform(normalizePlate);

export const renavamSchema = z
  .string()
  .max(20, messages.renavam)
  .refine(isValidRenavam, messages.renavam)
  .transform(normalizeRenavam);

export type { VehicleLookup } from "./domain/field-rules";

/** The one field of the search form: a chassi or a plate (see readVehicleLookup). */
export const vinOrPlateSchema = z
  .string()
  .max(40, messages.vinOrPlate)
  .transform((value, context): VehicleLookup => {
    const read = readVehicleLookup(value);
    if (read.lookup) return read.lookup;
    context.addIssue({ code: "custom", message: lookupMessages[read.problem] });
    return z.NEVER;
  });

export const vehicleIdSchema = z.coerce
  .number({ message: messages.vehicleId })
  .int(messages.vehicleId)
  .positive(messages.vehicleId)
  .max(2_147_483_647, messages.vehicleId);

export const nicknameSchema = z
  .string()
  .trim()
  .min(1, messages.nicknameEmpty)
  .refine(nicknameFits, messages.nicknameLong)
  .refine(nicknameCharactersAllowed, messages.nicknameCharacters);

export const mileageValueSchema = z
  .union([z.number(), z.string().max(20, messages.mileageWhole)], {
    message: messages.mileageWhole,
  })
  .transform(parseMileage)
  .pipe(
    z
      .number({ message: messages.mileageWhole })
      .int(messages.mileageWhole)
      .nonnegative(messages.mileageNegative)
      .max(maxMileageKm, messages.mileageTooHigh),
  );

/** Body of /vehicles/millage; the server checks the last reading, the form too when it knows it. */
export const mileageUpdateSchema = z.object({
  vehicleId: vehicleIdSchema,
  mileageKm: mileageValueSchema,
  confirmLower: z.boolean().default(false),
});

/** The mileage form: the same body plus the rule against the last reading the form shows. */
export function mileageFormSchema(lastKm: number) {
  return z
    .object({
      mileageKm: z.string().max(20, messages.mileageWhole),
      confirmLower: z.boolean(),
    })
    .superRefine((value, context) => {
      const parsed = mileageValueSchema.safeParse(value.mileageKm);
      if (!parsed.success) {
        context.addIssue({
          code: "custom",
          path: ["mileageKm"],
          message: parsed.error.issues[0]?.message ?? messages.mileageWhole,
        });
        return;
      }
      if (mileageProblem(parsed.data, lastKm, value.confirmLower) === "lowerThanLast") {
        context.addIssue({
          code: "custom",
          path: ["mileageKm"],
          message: lowerMileageTexts.message(lastKm),
        });
      }
    });
}

export const vehicleSearchQuerySchema = z.object({
  vin: z.string().max(40).optional(),
  plate: z.string().max(10).optional(),
});

export const vehicleRefSchema = z.object({ vehicleId: vehicleIdSchema });

/**
 * The vehicle's chassi, sent back with the id the search answered. Only a transfer request takes
 * the plate instead (someone else's vehicle found by its plate, its chassi withheld): a claim and
 * the registration's vehicle take the chassi alone (decision 023).
 */
const foundVinSchema = z
  .string({ message: messages.vehicleId })
  .trim()
  .toUpperCase()
  .max(17, messages.vehicleId);

/**
 * A vehicle the owner found by chassi or plate (decision 023): its id with its chassi. Registry ids
 * run 1, 2, 3..., so an id alone would claim, ask for or reveal any vehicle without knowing it.
 */
export const foundVehicleRefSchema = z.object({ vehicleId: vehicleIdSchema, vin: foundVinSchema });

export const nicknameUpdateSchema = z.object({
  vehicleId: vehicleIdSchema,
  nickname: nicknameSchema,
});

export const renavamUpdateSchema = z.object({
  vehicleId: vehicleIdSchema,
  renavam: renavamSchema,
});

export const registrationStepSchema = z.object({
  step: z
    .number({ message: messages.step })
    .int(messages.step)
    .min(1, messages.step)
    .max(longRegisterMax, messages.step),
  max: z.union([z.literal(defaultRegisterMax), z.literal(longRegisterMax)], {
    message: messages.step,
  }),
  vehicleId: vehicleIdSchema.nullable().optional(),
  /** The found vehicle's chassi: required with a vehicleId (see foundVehicleRefSchema). */
  vin: foundVinSchema.optional(),
});

export const favouriteDealerSchema = z.object({
  dealerId: z
    .number({ message: messages.dealerId })
    .int(messages.dealerId)
    .positive(messages.dealerId),
});

export const transferDecisionSchema = z.object({
  requestId: z.number().int().positive(),
  decision: z.enum(["accept", "decline"]),
});

export type MileageUpdate = z.output<typeof mileageUpdateSchema>;
