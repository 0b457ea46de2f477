export { AccountSections } from "./components/account-sections";
export { TermsAcceptance } from "./components/terms-acceptance";
export { accountTexts } from "./texts";
