export {
  cpfSchema,
  emailSchema,
  mobilePhoneSchema,
  nameSchema,
  passwordSchema,
  verificationCodeSchema,
} from "./domain/account-rules";
// The checks alone, for the browser's forms: no schema library comes with them.
export {
  accountTexts as accountCheckMessages,
  emailPattern,
  formatCpf,
  formatMobilePhone,
  hasNoControlCharacters,
  isFullName,
  isStrongPassword,
  isValidCpf,
  isValidMobilePhone,
  maskCpf,
  normalizeMobilePhone,
  onlyDigits,
  verificationCodePattern,
} from "./domain/account-checks";
export { currentTermsOfUse } from "./domain/terms";
export { gateReturnPath } from "./domain/owner-gate";
export { authCookies, loginTransactionCookie } from "./domain/auth-cookies";
export { loginNoticeOf, loginRedirectPath } from "./domain/login-path";
