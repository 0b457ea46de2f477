import { z } from "zod";
import {
  accountTexts,
  emailPattern,
  hasNoControlCharacters,
  isFullName,
  isStrongPassword,
  isValidCpf,
  isValidMobilePhone,
  normalizeMobilePhone,
  onlyDigits,
  verificationCodePattern,
} from "./account-checks";

// The owner's account data as zod schemas: the identity provider's pages and the API bodies of
// "Minha conta". Relative imports only: the provider process loads this file directly.

export const nameSchema = z
  .string()
  .trim()
  .max(120, accountTexts.nameTooLong)
  .refine(hasNoControlCharacters, accountTexts.controlCharacters)
  .pipe(z.string().min(3, accountTexts.nameRequired).refine(isFullName, accountTexts.nameRequired));
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, accountTexts.emailInvalid)
  .pipe(z.email({ pattern: emailPattern, error: accountTexts.emailInvalid }));
export const cpfSchema = z
  .string()
  .max(20, accountTexts.cpfInvalid)
  .refine(isValidCpf, accountTexts.cpfInvalid)
  .transform(onlyDigits);
export const mobilePhoneSchema = z
  .string()
  .max(25, accountTexts.phoneInvalid)
  .refine(isValidMobilePhone, accountTexts.phoneInvalid)
  .transform(normalizeMobilePhone);
export const passwordSchema = z
  .string()
  .refine(isStrongPassword, accountTexts.passwordRules)
  .refine(hasNoControlCharacters, accountTexts.passwordRules);
export const verificationCodeSchema = z
  .string()
  .trim()
  .regex(verificationCodePattern, accountTexts.codeInvalid);

export const signUpSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  cpf: cpfSchema,
  phone: mobilePhoneSchema,
  password: passwordSchema,
  terms: z.literal("on", { error: accountTexts.termsRequired }),
});
export type SignUpInput = z.infer<typeof signUpSchema>;
