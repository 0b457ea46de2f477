export {
  accountTexts as accountRuleTexts,
  cpfSchema,
  emailSchema,
  formatCpf,
  formatMobilePhone,
  mobilePhoneSchema,
  nameSchema,
  passwordSchema,
  verificationCodeSchema,
} from "./domain/account-rules";
export { currentTermsOfUse, type TermsOfUse } from "./domain/terms";
export { authCookies } from "./domain/auth-cookies";
