// valibot: the offer page's form checks a lead's contact in the browser, where zod's schema
// machinery would add about 24 kB gzip to the page's first load (decision 038). The rules are the
// API's own (lead-rules.ts); form-schemas.test.ts holds both schemas to the same answers.
import * as v from "valibot";
import { leadTexts } from "./texts";
import {
  emailPattern,
  hasOnlyNameCharacters,
  isFullName,
  isOptionalCpfValid,
  leadLimits,
  preferredContacts,
  reachesPreferredContact,
} from "./domain/lead-rules";
import { isValidPhone } from "./domain/phone";

const errors = leadTexts.errors;

// A field left out gets its own message, as the API gives it, not the object's.
const fieldMessages: Record<string, string> = {
  name: errors.name,
  email: errors.email,
  phone: errors.phone,
  cpf: errors.cpf,
  preferredContact: errors.preferredContact,
  dealerCode: errors.dealer,
  consent: errors.consent,
};
const missingFieldMessage = (issue: v.ObjectIssue) =>
  fieldMessages[String(issue.path?.[0]?.key)] ?? issue.message;

const leadContactFormFields = v.object(
  {
    name: v.pipe(
      v.string(errors.name),
      v.trim(),
      v.minLength(leadLimits.nameMin, errors.name),
      v.maxLength(leadLimits.nameMax, errors.nameTooLong),
      v.check(hasOnlyNameCharacters, errors.nameCharacters),
      v.check(isFullName, errors.name),
    ),
    email: v.pipe(
      v.string(errors.email),
      v.trim(),
      v.toLowerCase(),
      v.maxLength(leadLimits.emailMax, errors.email),
      v.regex(emailPattern, errors.email),
    ),
    phone: v.pipe(v.string(errors.phone), v.check(isValidPhone, errors.phone)),
    cpf: v.pipe(v.optional(v.string(errors.cpf)), v.check(isOptionalCpfValid, errors.cpf)),
    preferredContact: v.pipe(
      v.unknown(),
      v.transform(Number),
      v.picklist(preferredContacts, errors.preferredContact),
    ),
    dealerCode: v.pipe(
      v.string(errors.dealer),
      v.trim(),
      v.minLength(1, errors.dealer),
      v.maxLength(leadLimits.dealerCodeMax, errors.dealer),
    ),
    consent: v.literal(true, errors.consent),
  },
  missingFieldMessage,
);

export const leadContactFormSchema = v.pipe(
  leadContactFormFields,
  v.forward(
    v.check(
      (contact: v.InferOutput<typeof leadContactFormFields>) => reachesPreferredContact(contact),
      errors.whatsappNeedsMobile,
    ),
    ["phone"],
  ),
);
export type LeadContactForm = v.InferOutput<typeof leadContactFormSchema>;
export type LeadContactFormInput = v.InferInput<typeof leadContactFormSchema>;
