// valibot: the garage's forms check in the browser with the API's own rules (domain/) and
// messages (field-messages.ts), without zod's schema machinery in the page's first load
// (decision 038). form-schemas.test.ts holds them to the zod schemas of the API bodies.
import * as v from "valibot";
import { readVehicleLookup, type VehicleLookup } from "./domain/field-rules";
import { nicknameCharactersAllowed, nicknameFits } from "./domain/nickname";
import { maxMileageKm, mileageProblem, parseMileage } from "./domain/mileage";
import { isValidRenavam } from "./domain/renavam";
import { normalizeRenavam } from "./domain/renavam-digits";
import { lookupMessages, lowerMileageTexts } from "./field-messages";
import { validationTexts } from "./texts/validation";

const messages = validationTexts;

export const nicknameField = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, messages.nicknameEmpty),
  v.check(nicknameFits, messages.nicknameLong),
  v.check(nicknameCharactersAllowed, messages.nicknameCharacters),
);

export const renavamField = v.pipe(
  v.string(),
  v.maxLength(20, messages.renavam),
  v.check(isValidRenavam, messages.renavam),
  v.transform(normalizeRenavam),
);

export const mileageValueField = v.pipe(
  v.union(
    [v.number(), v.pipe(v.string(), v.maxLength(20, messages.mileageWhole))],
    messages.mileageWhole,
  ),
  v.transform(parseMileage),
  v.number(messages.mileageWhole),
  // Whole and safe, as zod's int(): beyond 2^53 a reading is no longer exact. (v.check over the
  // functions every page already loads: valibot reaches each page whole, so a new one costs all.)
  v.check((value: number) => Number.isSafeInteger(value), messages.mileageWhole),
  v.minValue(0, messages.mileageNegative),
  v.maxValue(maxMileageKm, messages.mileageTooHigh),
);

/** A chassi or a plate, read as the API reads it (readVehicleLookup). */
export const vinOrPlateField = v.pipe(
  v.string(),
  v.maxLength(40, messages.vinOrPlate),
  v.check(
    (value) => readVehicleLookup(value).lookup !== undefined,
    (issue) => lookupMessages[readVehicleLookup(String(issue.input)).problem ?? "empty"],
  ),
  v.transform((value) => readVehicleLookup(value).lookup as VehicleLookup),
);

/** The first message of a value the mileage rule refuses, or undefined when it passes. */
function mileageMessage(value: string): string | undefined {
  const parsed = v.safeParse(mileageValueField, value);
  return parsed.success ? undefined : parsed.issues[0].message;
}

/** The rule both mileage forms apply against the last reading: lower only when confirmed. */
function lowerThanLast(mileageKm: number, lastKm: number, confirmLower: boolean): boolean {
  return mileageProblem(mileageKm, lastKm, confirmLower) === "lowerThanLast";
}

const lowerThanLastMessage = lowerMileageTexts.message;

/** The mileage form: the reading, and the rule against the last reading the form shows. */
export function mileageForm(lastKm: number) {
  return v.pipe(
    v.object({
      mileageKm: v.pipe(v.string(), v.maxLength(20, messages.mileageWhole)),
      confirmLower: v.boolean(),
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const { mileageKm, confirmLower } = dataset.value;
      const path: [v.IssuePathItem] = [
        {
          type: "object" as const,
          origin: "value" as const,
          input: dataset.value,
          key: "mileageKm",
          value: mileageKm,
        },
      ];
      const refused = mileageMessage(mileageKm);
      if (refused !== undefined) return addIssue({ message: refused, path });
      if (lowerThanLast(parseMileage(mileageKm), lastKm, confirmLower)) {
        addIssue({ message: lowerThanLastMessage(lastKm), path });
      }
    }),
  );
}

// An empty field means "not now"; anything typed is checked by the same rule as the server's.
const optionalWhenBlank = <T>(field: v.GenericSchema<string, T>) =>
  v.pipe(
    v.string(),
    v.transform((value) => (value.trim() === "" ? undefined : value)),
    v.optional(field),
  );

/**
 * "Completar informações": nickname, RENAVAM and mileage, each optional. The mileage meets the
 * garage's rule against the vehicle's last reading here, beside its field, rather than when the
 * registration saves it, steps later.
 */
export function vehicleDetailsForm(lastKm: number) {
  return v.pipe(
    v.object({
      nickname: optionalWhenBlank(nicknameField),
      renavam: optionalWhenBlank(renavamField),
      // The form only ever holds text; the rule also takes the API's numbers.
      mileageKm: optionalWhenBlank(mileageValueField as v.GenericSchema<string, number>),
      confirmLower: v.boolean(),
    }),
    v.forward(
      v.partialCheck(
        [["mileageKm"], ["confirmLower"]],
        ({ mileageKm, confirmLower }) =>
          mileageKm === undefined || !lowerThanLast(mileageKm, lastKm, confirmLower),
        lowerThanLastMessage(lastKm),
      ),
      ["mileageKm"],
    ),
  );
}
export type VehicleDetailsInput = v.InferInput<ReturnType<typeof vehicleDetailsForm>>;
export type VehicleDetails = v.InferOutput<ReturnType<typeof vehicleDetailsForm>>;
