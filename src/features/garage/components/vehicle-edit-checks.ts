import * as v from "valibot";
import { maskMileage } from "../domain/mileage";
import { mileageForm, mileageValueField, nicknameField, renavamField } from "../form-schemas";

/**
 * A field's value as the API takes it and `shown`, the same value as its field shows it once saved
 * (a nickname without the spaces around it); or the message of the first rule it breaks.
 */
export type FieldCheck<T> = { ok: true; value: T; shown: string } | { ok: false; message: string };

function check(schema: v.GenericSchema<string, string>, input: string): FieldCheck<string> {
  const parsed = v.safeParse(schema, input);
  return parsed.success
    ? { ok: true, value: parsed.output, shown: parsed.output }
    : { ok: false, message: parsed.issues[0].message };
}

export const checkNickname = (input: string) => check(nicknameField, input);

export const checkRenavam = (input: string) => check(renavamField, input);

/** The reading, and the rule against the last reading the form shows. */
export function checkMileage(
  lastKm: number,
  input: string,
  confirmLower: boolean,
): FieldCheck<{ mileageKm: number; confirmLower: boolean }> {
  const form = v.safeParse(mileageForm(lastKm), { mileageKm: input, confirmLower });
  if (!form.success) return { ok: false, message: form.issues[0].message };
  const mileageKm = v.parse(mileageValueField, input);
  return { ok: true, value: { mileageKm, confirmLower }, shown: maskMileage(String(mileageKm)) };
}
