import { z } from "zod";
import {
  cpfSchema,
  emailSchema,
  mobilePhoneSchema,
  nameSchema,
  passwordSchema,
  verificationCodeSchema,
  hasNoControlCharacters,
} from "@/features/identity";
import {
  accountFormMessages,
  accountTextLimits,
  hasCityForCep,
  hasNumberForCep,
  hasStreetForCep,
  isAddressNumberOrBlank,
  isCepOrBlank,
  isNewPassword,
  isStateOrBlank,
  normalizeAddressNumber,
  nullWhenBlank,
} from "./domain/account-form-rules";

// Each length has its own message: a default one would not be in Portuguese, nor the same as
// the form's (form-schemas.ts).
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, accountFormMessages.tooLong(max))
    .refine(hasNoControlCharacters, accountFormMessages.characters)
    .transform(nullWhenBlank)
    .nullable()
    .optional();

/** Whether the object itself and the named fields are free of issues so far. */
const passed =
  (fields: readonly string[]) =>
  (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }): boolean =>
    !payload.issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0])));

export const contactPreferenceSchema = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: accountFormMessages.contactPreference,
});

/** The "Minha conta" form and the body of PUT /api/v1/core/user. */
export const accountUpdateSchema = z.object({
  name: nameSchema,
  cpf: cpfSchema,
  phone: mobilePhoneSchema,
  address: z
    .object({
      cep: z
        .string()
        .trim()
        .refine(isCepOrBlank, accountFormMessages.cep)
        .transform((value) => nullWhenBlank(value.replace("-", "")))
        .nullable()
        .optional(),
      street: optionalText(accountTextLimits.street),
      number: z
        .string()
        .trim()
        .max(accountTextLimits.number, accountFormMessages.tooLong(accountTextLimits.number))
        .refine(isAddressNumberOrBlank, accountFormMessages.number)
        .transform((value) => nullWhenBlank(normalizeAddressNumber(value)))
        .nullable()
        .optional(),
      complement: optionalText(accountTextLimits.complement),
      district: optionalText(accountTextLimits.district),
      city: optionalText(accountTextLimits.city),
      state: z
        .string()
        .trim()
        .toUpperCase()
        .refine(isStateOrBlank, accountFormMessages.state)
        .transform(nullWhenBlank)
        .nullable()
        .optional(),
    })
    // Each asked only once the fields it reads passed their own rules, as the form's
    // partialCheck does (form-schemas.ts).
    .refine(hasStreetForCep, {
      path: ["street"],
      message: accountFormMessages.streetForCep,
      when: passed(["cep", "street"]),
    })
    .refine(hasNumberForCep, {
      path: ["number"],
      message: accountFormMessages.numberForCep,
      when: passed(["cep", "number"]),
    })
    .refine(hasCityForCep, {
      path: ["city"],
      message: accountFormMessages.cityForCep,
      when: passed(["cep", "city"]),
    }),
  contactPreference: contactPreferenceSchema,
  /** Left out, the owner's choice stays as it was. */
  revisionReminders: z.boolean({ error: accountFormMessages.revisionReminders }).optional(),
});

/** The password the owner types again before a change a stolen session must not make alone. */
const currentPasswordSchema = z
  .string({ error: accountFormMessages.currentPassword })
  .min(1, accountFormMessages.currentPassword)
  .max(128, accountFormMessages.tooLong(128));

export const emailChangeSchema = z.object({
  email: emailSchema,
  currentPassword: currentPasswordSchema,
});
export const emailConfirmationSchema = z.object({ code: verificationCodeSchema });
export const passwordChangeSchema = z
  .object({ currentPassword: currentPasswordSchema, newPassword: passwordSchema })
  .refine(isNewPassword, { path: ["newPassword"], message: accountFormMessages.samePassword });
/** The body of DELETE /api/v1/core/user. */
export const accountDeletionSchema = z.object({ currentPassword: currentPasswordSchema });
export const termsAcceptanceSchema = z.object({ version: z.string().min(1).max(20) });

export const accountViewSchema = z.object({
  name: z.string(),
  email: z.string(),
  cpf: z.string(),
  phone: z.string(),
  address: z.object({
    cep: z.string().nullable(),
    street: z.string().nullable(),
    number: z.string().nullable(),
    complement: z.string().nullable(),
    district: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
  }),
  contactPreference: contactPreferenceSchema,
  /** Whether a revision of the plan falling due is told by mail (decision 069). */
  revisionReminders: z.boolean(),
  termsVersion: z.string().nullable(),
});
export type AccountView = z.infer<typeof accountViewSchema>;
