export {
  cpfSchema,
  emailSchema,
  formatCpf,
  formatMobilePhone,
  mobilePhoneSchema,
  nameSchema,
  passwordSchema,
  verificationCodeSchema,
} from "./domain/account-rules";
export { currentTermsOfUse } from "./domain/terms";
export { authCookies, loginTransactionCookie } from "./domain/auth-cookies";
