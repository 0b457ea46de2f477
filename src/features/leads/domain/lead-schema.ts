// zod/mini: the same schema checks the offer page's form in the browser, where the full zod
// API would add about 24 kB gzip to the page's first load.
import * as z from "zod/mini";
import { leadTexts } from "../texts";
import { isValidCpf, onlyDigits } from "./cpf";
import { isValidPhone } from "./phone";

/** SPEC.md section 3: contact preference email=1, phone=2, whatsapp=3. */
export const preferredContacts = [1, 2, 3] as const;
export type PreferredContact = (typeof preferredContacts)[number];

const errors = leadTexts.errors;

/** The shopper's side of every lead; the same schema checks the form and the API body. */
export const leadContactSchema = z.object({
  name: z.string({ error: errors.name }).check(
    z.trim(),
    z.minLength(3, errors.name),
    z.maxLength(120, errors.name),
    z.refine((name) => name.split(/\s+/).length >= 2, errors.name),
  ),
  email: z.pipe(
    z
      .string({ error: errors.email })
      .check(z.trim(), z.toLowerCase(), z.maxLength(254, errors.email)),
    z.email(errors.email),
  ),
  phone: z.string({ error: errors.phone }).check(z.refine(isValidPhone, errors.phone)),
  cpf: z
    .optional(z.string({ error: errors.cpf }))
    .check(z.refine((cpf) => !cpf || onlyDigits(cpf) === "" || isValidCpf(cpf), errors.cpf)),
  preferredContact: z.pipe(
    z.coerce.number({ error: errors.preferredContact }),
    z.union(
      preferredContacts.map((value) => z.literal(value)),
      { error: errors.preferredContact },
    ),
  ),
  dealerCode: z
    .string({ error: errors.dealer })
    .check(z.trim(), z.minLength(1, errors.dealer), z.maxLength(40, errors.dealer)),
  consent: z.literal(true, { error: errors.consent }),
});
export type LeadContact = z.output<typeof leadContactSchema>;
export type LeadContactInput = z.input<typeof leadContactSchema>;

/** The version of the consent text the shopper accepted, kept with the lead (LGPD art. 8º). */
export const consentVersion = "2026-11-lead-v1";
