// The checks and messages of the owner's account data, without a schema library: the identity
// provider's pages and the API apply them through zod (account-rules.ts), "Minha conta" in the
// browser through valibot. Relative imports only: the provider process loads this file directly.

// The storefront's own phone rule (allowed here as "@/lib/brazilian-phone"), by its relative path.
// eslint-disable-next-line no-restricted-imports
import { isMobilePhone, normalizePhone } from "../../../lib/brazilian-phone";

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
  nameTooLong: "O nome tem no máximo 120 caracteres.",
} as const;

// Control characters never belong in a form field (a NUL byte breaks PostgreSQL text).
const controlCharacters = /[\u0000-\u001f\u007f]/;
export const hasNoControlCharacters = (value: string) => !controlCharacters.test(value);

/** A first name and at least one surname. */
export const isFullName = (value: string) => /\S+\s+\S+/.test(value);

export const verificationCodePattern = /^\d{6}$/;

/** zod's own e-mail pattern, named so that the browser's check (valibot) is the very same. */
export const emailPattern =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, "");
}

/** CPF check digits (Receita Federal's modulo-11 rule); repeated digits are invalid. */
export function isValidCpf(value: string): boolean {
  // Dots, hyphen and spaces are how a CPF is written; a letter or another sign makes it no CPF.
  if (/[^\d\s.-]/.test(value)) return false;
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

/**
 * "***.456.789-**": enough for the owner to recognise their CPF on a page that only shows it,
 * not enough for whoever looks over their shoulder (the banks' and Gov.br's masking).
 */
export function maskCpf(value: string): string {
  const digits = onlyDigits(value);
  return /^\d{11}$/.test(digits) ? `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**` : "";
}

/** A Brazilian mobile number: the account keeps a "celular com DDD", as its message asks. */
export function isValidMobilePhone(value: string): boolean {
  return isMobilePhone(value);
}

/**
 * The 11 digits of a mobile number, without the country code or the trunk 0; anything else as
 * its digits (a number kept before the rule was this one still shows).
 */
export function normalizeMobilePhone(value: string): string {
  const digits = normalizePhone(value);
  return digits?.length === 11 ? digits : onlyDigits(value);
}

/** "(11) 91234-5678". */
export function formatMobilePhone(value: string): string {
  return normalizeMobilePhone(value).replace(/^(\d{2})(\d{5})(\d{4})$/, "($1) $2-$3");
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
