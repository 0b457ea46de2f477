import { z } from "zod";
import { leadTexts } from "../texts";
import { isValidCpf, onlyDigits } from "./cpf";
import { isValidPhone } from "./phone";

/** SPEC.md section 3: contact preference email=1, phone=2, whatsapp=3. */
export const preferredContacts = [1, 2, 3] as const;
export type PreferredContact = (typeof preferredContacts)[number];

const errors = leadTexts.errors;

/** The shopper's side of every lead; the same schema checks the form and the API body. */
export const leadContactSchema = z.object({
  name: z
    .string({ error: errors.name })
    .trim()
    .min(3, errors.name)
    .max(120, errors.name)
    .refine((name) => name.split(/\s+/).length >= 2, errors.name),
  email: z
    .string({ error: errors.email })
    .trim()
    .toLowerCase()
    .max(254, errors.email)
    .pipe(z.email(errors.email)),
  phone: z.string({ error: errors.phone }).refine(isValidPhone, errors.phone),
  cpf: z
    .string({ error: errors.cpf })
    .optional()
    .refine((cpf) => !cpf || onlyDigits(cpf) === "" || isValidCpf(cpf), errors.cpf),
  preferredContact: z.coerce.number({ error: errors.preferredContact }).pipe(
    z.union(
      preferredContacts.map((value) => z.literal(value)),
      { error: errors.preferredContact },
    ),
  ),
  dealerCode: z
    .string({ error: errors.dealer })
    .trim()
    .min(1, errors.dealer)
    .max(40, errors.dealer),
  consent: z.literal(true, { error: errors.consent }),
});
export type LeadContact = z.output<typeof leadContactSchema>;
export type LeadContactInput = z.input<typeof leadContactSchema>;

/** The version of the consent text the shopper accepted, kept with the lead (LGPD art. 8º). */
export const consentVersion = "2026-11-lead-v1";
