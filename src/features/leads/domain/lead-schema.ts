// The API body's side of a lead contact (zod: the OpenAPI document is generated from it). The
// browser's form checks the same rules with valibot (../form-schemas.ts).
import * as z from "zod/mini";
import { leadTexts } from "../texts";
import {
  emailPattern,
  hasOnlyNameCharacters,
  isFullName,
  isOptionalCpfValid,
  leadLimits,
  preferredContacts,
  reachesPreferredContact,
} from "./lead-rules";
import { isValidPhone } from "./phone";

const errors = leadTexts.errors;

/** The shopper's side of every lead, as the API receives it. */
const leadContactFields = z.object({
  name: z
    .string({ error: errors.name })
    .check(
      z.trim(),
      z.minLength(leadLimits.nameMin, errors.name),
      z.maxLength(leadLimits.nameMax, errors.nameTooLong),
      z.refine(hasOnlyNameCharacters, errors.nameCharacters),
      z.refine(isFullName, errors.name),
    ),
  email: z.pipe(
    z
      .string({ error: errors.email })
      .check(z.trim(), z.toLowerCase(), z.maxLength(leadLimits.emailMax, errors.email)),
    z.email({ pattern: emailPattern, error: errors.email }),
  ),
  phone: z.string({ error: errors.phone }).check(z.refine(isValidPhone, errors.phone)),
  cpf: z.optional(z.string({ error: errors.cpf })).check(z.refine(isOptionalCpfValid, errors.cpf)),
  preferredContact: z.pipe(
    z.coerce.number({ error: errors.preferredContact }),
    z.union(
      preferredContacts.map((value) => z.literal(value)),
      { error: errors.preferredContact },
    ),
  ),
  dealerCode: z
    .string({ error: errors.dealer })
    .check(
      z.trim(),
      z.minLength(1, errors.dealer),
      z.maxLength(leadLimits.dealerCodeMax, errors.dealer),
    ),
  consent: z.literal(true, { error: errors.consent }),
});

/** The rule across fields (reachesPreferredContact), for a body that adds fields of its own. */
export const leadContactRefinement: [
  typeof reachesPreferredContact,
  { error: string; path: PropertyKey[] },
] = [reachesPreferredContact, { error: errors.whatsappNeedsMobile, path: ["phone"] }];

export const leadContactSchema = leadContactFields.check(z.refine(...leadContactRefinement));
export type LeadContact = z.output<typeof leadContactSchema>;

/** The version of the consent text the shopper accepted, kept with the lead (LGPD art. 8º). */
export const consentVersion = "2026-11-lead-v1";
