import { brazilianStates } from "@/lib/brazilian-states";

/**
 * Rules of "Minha conta" that two schemas apply: `schemas.ts` (zod, the API body) and
 * `form-schemas.ts` (valibot, the form in the browser).
 */

export const accountFormMessages = {
  cep: "Informe um CEP com 8 dígitos.",
  state: "Informe a sigla de um estado brasileiro, como SP, RJ ou DF.",
  number: "Informe o número com algarismos, como 123 ou 123A, ou S/N para endereço sem número.",
  characters: "Remova os caracteres inválidos.",
  tooLong: (max: number) => `Use no máximo ${max} caracteres.`,
  currentPassword: "Informe sua senha atual.",
  samePassword: "A nova senha deve ser diferente da atual.",
  contactPreference: "Escolha como prefere ser contatado.",
  revisionReminders: "Diga se quer receber o aviso de revisão: sim ou não.",
  streetForCep: "Com o CEP, informe também a rua ou avenida.",
  numberForCep: "Com o CEP, informe também o número, ou S/N para endereço sem número.",
  cityForCep: "Com o CEP, informe também a cidade.",
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

interface AddressLines {
  cep?: string | null;
  street?: string | null;
  number?: string | null;
  city?: string | null;
}

/**
 * A CEP names a street only in the Correios' own base, which the site does not carry (it works
 * offline, decision 055): with a CEP, the owner gives the street and number themselves, or the
 * address cannot be reached. Read after each field's own rules, on their output (blank is null).
 */
export const hasStreetForCep = (address: AddressLines) =>
  typeof address !== "object" || address === null || !address.cep || !!address.street;

export const hasNumberForCep = (address: AddressLines) =>
  typeof address !== "object" || address === null || !address.cep || !!address.number;

/**
 * A CEP outside a capital gives its state only (the table's other places are whole states): the
 * owner names the city, as the note under the CEP asks.
 */
export const hasCityForCep = (address: AddressLines) =>
  typeof address !== "object" || address === null || !address.cep || !!address.city;

/** The 27 federative units' codes (UF): two letters alone are not a state ("XX"). */
const stateCodes: ReadonlySet<string> = new Set(brazilianStates.map((state) => state.code));

export const isStateOrBlank = (value: string) => value === "" || stateCodes.has(value);

const withoutNumber = /^s\/n$/i;

// Digits, with the letter of a house split in two ("123A", "1500-B"), or a road's kilometre
// ("Km 12", "km 12,5"): the numbers the Correios deliver to.
const houseNumber = /^\d{1,6}(?:[ -]?[a-z])?$/i;
const roadKilometre = /^km ?\d{1,4}(?:[.,]\d{1,3})?$/i;

/** A house number as the Correios write it; an address without one says so with S/N. */
export const isAddressNumberOrBlank = (value: string) =>
  value === "" || houseNumber.test(value) || roadKilometre.test(value) || withoutNumber.test(value);

/** "s/n", "123a" and "km 12" are kept as the Correios write them: "S/N", "123A", "Km 12". */
export const normalizeAddressNumber = (value: string) => {
  if (withoutNumber.test(value)) return "S/N";
  if (roadKilometre.test(value)) return `Km ${value.replace(/^km ?/i, "")}`;
  return value.toUpperCase();
};

/** An empty field is stored as null: "not informed". */
export const nullWhenBlank = (value: string) => (value === "" ? null : value);

/** A "change" to the password in use changes nothing, yet would tell the owner it did. */
export const isNewPassword = (input: { currentPassword: string; newPassword: string }) =>
  input.newPassword !== input.currentPassword;
