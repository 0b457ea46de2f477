import { isValidCpf } from "./cpf";
import { isMobilePhone } from "./phone";

/**
 * The rules of a lead's contact, written once. Two schemas apply them: `lead-schema.ts` (zod, the
 * API body and its OpenAPI document) and `../form-schemas.ts` (valibot, the offer page's form in
 * the browser); `form-schemas.test.ts` checks that both give the same answer.
 */

/** SPEC.md section 3: contact preference email=1, phone=2, whatsapp=3. */
export const preferredContacts = [1, 2, 3] as const;
export type PreferredContact = (typeof preferredContacts)[number];

/**
 * A dealer asked to answer on WhatsApp needs a mobile number: a landline beside that choice is
 * refused on the phone field, where the shopper can fix it. Checked once the contact is otherwise
 * valid, by both schemas alike.
 */
export const reachesPreferredContact = (contact: { phone: string; preferredContact: number }) =>
  contact.preferredContact !== 3 || isMobilePhone(contact.phone);

export const leadLimits = { nameMin: 3, nameMax: 120, emailMax: 254, dealerCodeMax: 40 } as const;

/** A first name and at least one surname, each with a letter. */
export const isFullName = (name: string) =>
  name.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length >= 2;

/** Letters of any accent, and the apostrophe, hyphen and dot of names like D'Ávila or Jr.: a
 * dealer's consultant cannot call "123 456" or an emoji back. */
export const hasOnlyNameCharacters = (name: string) => /^[\p{L}\p{M}\s'’.-]*$/u.test(name);

// zod's own e-mail pattern, named here so the browser's check is the very same one.
export const emailPattern =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/**
 * The CPF is optional: empty (or only its dots and hyphen) passes; anything else must be a valid
 * CPF, so "abc" is refused rather than stored as no CPF.
 */
export const isOptionalCpfValid = (cpf: string | undefined) =>
  !cpf || /^[\s.-]*$/.test(cpf) || isValidCpf(cpf);
