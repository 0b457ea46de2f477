/**
 * Rules of "Minha conta" that two schemas apply: `schemas.ts` (zod, the API body) and
 * `form-schemas.ts` (valibot, the form in the browser).
 */

export const accountFormMessages = {
  cep: "Informe um CEP com 8 dígitos.",
  state: "Informe a UF com 2 letras.",
  characters: "Remova os caracteres inválidos.",
  tooLong: (max: number) => `Use no máximo ${max} caracteres.`,
  currentPassword: "Informe sua senha atual.",
  contactPreference: "Escolha como prefere ser contatado.",
} as const;

/** Street, number, complement, district and city, with their lengths. */
export const accountTextLimits = {
  street: 120,
  number: 20,
  complement: 80,
  district: 80,
  city: 80,
} as const;

export const isCepOrBlank = (value: string) => value === "" || /^\d{5}-?\d{3}$/.test(value);
export const isStateOrBlank = (value: string) => value === "" || /^[A-Z]{2}$/.test(value);

/** An empty field is stored as null: "not informed". */
export const nullWhenBlank = (value: string) => (value === "" ? null : value);
