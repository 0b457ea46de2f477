// valibot: "Minha conta" checks its forms in the browser with the API's own checks
// (identity's account-checks, domain/account-form-rules.ts), without zod's schema machinery in
// the page's first load (decision 038). form-schemas.test.ts holds them to the API's schemas.
import * as v from "valibot";
import {
  accountCheckMessages as messages,
  emailPattern,
  hasNoControlCharacters,
  isFullName,
  isStrongPassword,
  isValidCpf,
  isValidMobilePhone,
  normalizeMobilePhone,
  onlyDigits,
  verificationCodePattern,
} from "@/features/identity";
import {
  accountFormMessages,
  accountTextLimits,
  hasCityForCep,
  hasNumberForCep,
  hasStreetForCep,
  isAddressNumberOrBlank,
  isCepOrBlank,
  isNewPassword,
  isStateOrBlank,
  normalizeAddressNumber,
  nullWhenBlank,
} from "./domain/account-form-rules";

const name = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(120, messages.nameTooLong),
  v.check(hasNoControlCharacters, messages.controlCharacters),
  v.minLength(3, messages.nameRequired),
  v.check(isFullName, messages.nameRequired),
);

const optionalText = (max: number) =>
  v.nullish(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(max, accountFormMessages.tooLong(max)),
      v.check(hasNoControlCharacters, accountFormMessages.characters),
      v.transform(nullWhenBlank),
    ),
  );

export const profileForm = v.object({
  name,
  cpf: v.pipe(
    v.string(),
    v.maxLength(20, messages.cpfInvalid),
    v.check(isValidCpf, messages.cpfInvalid),
    v.transform(onlyDigits),
  ),
  phone: v.pipe(
    v.string(),
    v.maxLength(25, messages.phoneInvalid),
    v.check(isValidMobilePhone, messages.phoneInvalid),
    v.transform(normalizeMobilePhone),
  ),
  address: v.pipe(
    v.object({
      cep: v.nullish(
        v.pipe(
          v.string(),
          v.trim(),
          v.check(isCepOrBlank, accountFormMessages.cep),
          v.transform((value) => nullWhenBlank(value.replace("-", ""))),
        ),
      ),
      street: optionalText(accountTextLimits.street),
      number: v.nullish(
        v.pipe(
          v.string(),
          v.trim(),
          v.maxLength(
            accountTextLimits.number,
            accountFormMessages.tooLong(accountTextLimits.number),
          ),
          v.check(isAddressNumberOrBlank, accountFormMessages.number),
          v.transform((value) => nullWhenBlank(normalizeAddressNumber(value))),
        ),
      ),
      complement: optionalText(accountTextLimits.complement),
      district: optionalText(accountTextLimits.district),
      city: optionalText(accountTextLimits.city),
      state: v.nullish(
        v.pipe(
          v.string(),
          v.trim(),
          v.toUpperCase(),
          v.check(isStateOrBlank, accountFormMessages.state),
          v.transform(nullWhenBlank),
        ),
      ),
    }),
    v.forward(
      v.partialCheck([["cep"], ["street"]], hasStreetForCep, accountFormMessages.streetForCep),
      ["street"],
    ),
    v.forward(
      v.partialCheck([["cep"], ["number"]], hasNumberForCep, accountFormMessages.numberForCep),
      ["number"],
    ),
    v.forward(v.partialCheck([["cep"], ["city"]], hasCityForCep, accountFormMessages.cityForCep), [
      "city",
    ]),
  ),
  contactPreference: v.picklist([1, 2, 3], accountFormMessages.contactPreference),
  revisionReminders: v.optional(v.boolean(accountFormMessages.revisionReminders)),
});

const currentPassword = v.pipe(
  v.string(accountFormMessages.currentPassword),
  v.minLength(1, accountFormMessages.currentPassword),
  v.maxLength(128, accountFormMessages.tooLong(128)),
);

export const emailChangeForm = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.maxLength(254, messages.emailInvalid),
    v.regex(emailPattern, messages.emailInvalid),
  ),
  currentPassword,
});

export const emailConfirmationForm = v.object({
  code: v.pipe(v.string(), v.trim(), v.regex(verificationCodePattern, messages.codeInvalid)),
});

export const passwordChangeForm = v.pipe(
  v.object({
    currentPassword,
    newPassword: v.pipe(
      v.string(),
      v.check(isStrongPassword, messages.passwordRules),
      v.check(hasNoControlCharacters, messages.passwordRules),
    ),
  }),
  v.forward(
    v.partialCheck(
      [["currentPassword"], ["newPassword"]],
      isNewPassword,
      accountFormMessages.samePassword,
    ),
    ["newPassword"],
  ),
);

export const accountDeletionForm = v.object({ currentPassword });
