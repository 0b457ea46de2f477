import { z } from "zod";

// Pure rules for the owner's account data, shared by the identity provider's pages and
// "Minha conta". Relative imports only: the provider process loads this file directly.

export const accountTexts = {
  nameRequired: "Informe seu nome completo.",
  emailInvalid: "Informe um e-mail válido.",
  cpfInvalid: "Informe um CPF válido.",
  phoneInvalid: "Informe um celular com DDD, por exemplo (11) 91234-5678.",
  passwordRules:
    "A senha deve ter de 8 a 64 caracteres, com letra maiúscula, letra minúscula, número e símbolo.",
  termsRequired: "Para criar a conta, aceite os Termos de Uso.",
  codeInvalid: "Informe o código de 6 dígitos enviado para o seu e-mail.",
  controlCharacters: "Remova os caracteres inválidos.",
} as const;

// Control characters never belong in a form field (a NUL byte breaks PostgreSQL text).
const controlCharacters = /[\u0000-\u001f\u007f]/;

const plainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !controlCharacters.test(value), accountTexts.controlCharacters);

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, "");
}

/** CPF check digits (Receita Federal's modulo-11 rule); repeated digits are invalid. */
export function isValidCpf(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  const checkDigit = (length: number) => {
    let sum = 0;
    for (let index = 0; index < length; index += 1) {
      sum += Number(digits[index]) * (length + 1 - index);
    }
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return checkDigit(9) === Number(digits[9]) && checkDigit(10) === Number(digits[10]);
}

/** "123.456.789-09" from any spelling of the 11 digits. */
export function formatCpf(value: string): string {
  const digits = onlyDigits(value);
  return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4");
}

/** A Brazilian mobile number: a valid DDD and 9 digits starting with 9. */
export function isValidMobilePhone(value: string): boolean {
  const digits = onlyDigits(value).replace(/^55(?=\d{11}$)/, "");
  return /^[1-9][1-9]9\d{8}$/.test(digits);
}

/** "(11) 91234-5678". */
export function formatMobilePhone(value: string): string {
  const digits = onlyDigits(value).replace(/^55(?=\d{11}$)/, "");
  return digits.replace(/^(\d{2})(\d{5})(\d{4})$/, "($1) $2-$3");
}

export function isStrongPassword(value: string): boolean {
  return (
    value.length >= 8 &&
    value.length <= 64 &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /\d/.test(value) &&
    /[^A-Za-z0-9]/.test(value)
  );
}

export const nameSchema = plainText(120).pipe(
  z
    .string()
    .min(3, accountTexts.nameRequired)
    .refine((value) => /\S+\s+\S+/.test(value), accountTexts.nameRequired),
);
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, accountTexts.emailInvalid)
  .pipe(z.email(accountTexts.emailInvalid));
export const cpfSchema = z
  .string()
  .max(20, accountTexts.cpfInvalid)
  .refine(isValidCpf, accountTexts.cpfInvalid)
  .transform(onlyDigits);
export const mobilePhoneSchema = z
  .string()
  .max(25, accountTexts.phoneInvalid)
  .refine(isValidMobilePhone, accountTexts.phoneInvalid)
  .transform((value) => onlyDigits(value).replace(/^55(?=\d{11}$)/, ""));
export const passwordSchema = z
  .string()
  .refine(isStrongPassword, accountTexts.passwordRules)
  .refine((value) => !controlCharacters.test(value), accountTexts.passwordRules);
export const verificationCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, accountTexts.codeInvalid);

export const signUpSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  cpf: cpfSchema,
  phone: mobilePhoneSchema,
  password: passwordSchema,
  terms: z.literal("on", { error: accountTexts.termsRequired }),
});
export type SignUpInput = z.infer<typeof signUpSchema>;
