import { z } from "zod";
import {
  cpfSchema,
  emailSchema,
  mobilePhoneSchema,
  nameSchema,
  passwordSchema,
  verificationCodeSchema,
} from "@/features/identity";

const noControl = (value: string) => !/[\u0000-\u001f\u007f]/.test(value);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(noControl, "Remova os caracteres inválidos.")
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional();

export const contactPreferenceSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** The "Minha conta" form and the body of PUT /api/v1/core/user. */
export const accountUpdateSchema = z.object({
  name: nameSchema,
  cpf: cpfSchema,
  phone: mobilePhoneSchema,
  address: z.object({
    cep: z
      .string()
      .trim()
      .refine(
        (value) => value === "" || /^\d{5}-?\d{3}$/.test(value),
        "Informe um CEP com 8 dígitos.",
      )
      .transform((value) => (value === "" ? null : value.replace("-", "")))
      .nullable()
      .optional(),
    street: optionalText(120),
    number: optionalText(20),
    complement: optionalText(80),
    district: optionalText(80),
    city: optionalText(80),
    state: z
      .string()
      .trim()
      .toUpperCase()
      .refine((value) => value === "" || /^[A-Z]{2}$/.test(value), "Informe a UF com 2 letras.")
      .transform((value) => (value === "" ? null : value))
      .nullable()
      .optional(),
  }),
  contactPreference: contactPreferenceSchema,
});

export const emailChangeSchema = z.object({ email: emailSchema });
export const emailConfirmationSchema = z.object({ code: verificationCodeSchema });
export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1, "Informe sua senha atual.").max(128),
  newPassword: passwordSchema,
});
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
  termsVersion: z.string().nullable(),
});
export type AccountView = z.infer<typeof accountViewSchema>;
